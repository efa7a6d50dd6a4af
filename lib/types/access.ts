// The shapes of the permission model and of accounts that leave the server,
// read off the API's output schemas (type-only: no zod reaches the browser).
import type { z } from "zod";
import type { accountOutput, endpointOutput, scopeOutput, userOutput } from "@/lib/validation/outputs";

/** The methods an endpoint rule may name; a plain constant, so the browser's form loads no zod. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export type ScopeDto = z.infer<typeof scopeOutput>;

export type EndpointDto = z.infer<typeof endpointOutput>;

/** Never a password hash. */
export type UserDto = z.infer<typeof userOutput>;

export type Account = z.infer<typeof accountOutput>;
