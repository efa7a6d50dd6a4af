import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";
import type { FieldErrors } from "@/lib/errors";
import type { AuthMode } from "./auth-text";

/** The login and password, with the email and the password's confirmation when registering. */
export function CredentialFields({ mode, fields }: { mode: AuthMode; fields: FieldErrors }) {
  const t = useTranslations("auth.fields");
  return (
    <>
      <TextField label={t("login")} name="login" autoComplete="username" required error={fields.login} />
      {mode === "register" ? (
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fields.email}
        />
      ) : null}
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete={mode === "register" ? "new-password" : "current-password"}
        required
        error={fields.password}
      />
      {mode === "register" ? (
        <TextField
          label={t("confirmPassword")}
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
