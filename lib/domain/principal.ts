/** Who is calling: resolved from a session token or the browser's session cookie. */
export type Principal = {
  sessionId: number;
  userId: number;
  login: string;
  email: string;
  scopes: string[];
  /** Whether the user belongs to any class: only then can a page have assignments to show them. */
  inAnyClass: boolean;
};

export const ADMIN_SCOPE = "admin";
export const EDITOR_SCOPE = "editor";
export const USER_SCOPE = "user";

export function isAdmin(principal: Principal | null | undefined): boolean {
  return principal?.scopes.includes(ADMIN_SCOPE) ?? false;
}
