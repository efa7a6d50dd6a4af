import { TextField } from "@/components/forms/text-field";
import type { FieldErrors } from "@/lib/errors";
import type { AuthMode } from "./auth-text";

/** The login and password, with the email and the password's confirmation when registering. */
export function CredentialFields({ mode, fields }: { mode: AuthMode; fields: FieldErrors }) {
  return (
    <>
      <TextField label="Login" name="login" autoComplete="username" required error={fields.login} />
      {mode === "register" ? (
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fields.email}
        />
      ) : null}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={mode === "register" ? "new-password" : "current-password"}
        required
        error={fields.password}
      />
      {mode === "register" ? (
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fields.confirmPassword}
        />
      ) : null}
    </>
  );
}
