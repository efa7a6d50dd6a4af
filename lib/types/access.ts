// The shapes of the permission model and of accounts that leave the server.

/** The methods an endpoint rule may name; a plain constant, so the browser's form loads no zod. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export type ScopeDto = { id: number; name: string; value: string; description: string };

export type EndpointDto = {
  id: number;
  url: string;
  method: string;
  adminPageUrl: string;
  scopes: ScopeDto[];
};

/** Never a password hash. */
export type UserDto = { login: string; email: string; scopes: ScopeDto[] };

export type Account = { login: string; email: string };
