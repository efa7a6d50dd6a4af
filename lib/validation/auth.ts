import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

const LOGIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const loginField = z
  .string({ error: "Login is required" })
  .trim()
  .min(3, "Login must have at least 3 characters")
  .max(32, "Login must be at most 32 characters")
  .regex(LOGIN_PATTERN, "Login may contain only letters, digits, dots, hyphens and underscores");

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Email must be a valid address").max(254, "Email must be at most 254 characters"));

const passwordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must have at least 8 characters")
  .max(128, "Password must be at most 128 characters");

const confirmation = z.string({ error: "Please confirm the password" }).min(1, "Please confirm the password");

function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
  }
}

export const loginInput = z.object({
  login: z.string({ error: "Login is required" }).trim().min(1, "Login is required").max(32),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z
  .object({ login: loginField, email: emailField, password: passwordField, confirmPassword: confirmation })
  .superRefine(passwordsMatch);

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(128, "Password must be at most 128 characters"),
    password: passwordField,
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);

/** The interface language of the account: a login sets the browser's choice from it. */
const localeField = z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(", ")}` });

// `locale` is optional: clients that predate it keep sending the login and email alone.
export const accountInput = z.object({
  login: loginField,
  email: emailField,
  locale: localeField.optional(),
});
export const localeInput = z.object({ locale: localeField });
export type AccountInput = z.infer<typeof accountInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
