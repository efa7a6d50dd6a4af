import { z } from "zod";
import { emailField } from "./auth";
import { optionalId, requiredText, slug } from "./common";
import { HTTP_METHODS } from "@/lib/types/access";

const scopeValues = z
  .array(z.string({ error: "Scopes must be a list of scope values" }), {
    error: "Scopes must be a list of scope values",
  })
  .max(100, "At most 100 scopes are allowed")
  .transform((values) => [...new Set(values)]);

export const scopeInput = z.object({
  ...optionalId,
  name: requiredText("Name"),
  value: slug("Value"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(1000, "Description must be at most 1000 characters")
    .default(""),
});
export type ScopeInput = z.infer<typeof scopeInput>;

// A path relative to the API base, with `:name` segments for parameters.
const ENDPOINT_PATH = /^(\/(:[a-zA-Z][a-zA-Z0-9]*|[a-z0-9][a-z0-9-]*))+$/;

export const endpointInput = z.object({
  ...optionalId,
  adminPageUrl: slug("Admin page url"),
  method: z
    .string({ error: "Method is required" })
    .trim()
    .toUpperCase()
    .pipe(z.enum(HTTP_METHODS, { error: `Method must be one of ${HTTP_METHODS.join(", ")}` })),
  url: requiredText("URL", 300).regex(
    ENDPOINT_PATH,
    "URL must be a path such as /words/:id, relative to the API base",
  ),
  scopes: scopeValues.default([]),
});
export type EndpointInput = z.infer<typeof endpointInput>;

export const userUpdateInput = z.object({
  login: requiredText("Login", 32),
  email: emailField,
  scopes: scopeValues,
});
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const resetPasswordInput = z.object({ login: requiredText("Login", 32) });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
