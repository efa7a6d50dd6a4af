import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";
import type { FieldErrors } from "@/lib/errors";
import type { AuthMode } from "./auth-text";

type CredentialName = "login" | "email" | "password" | "confirmPassword";

/** The login and password, with the email and the password's confirmation when registering. */
export function CredentialFields({ mode, fields }: { mode: AuthMode; fields: FieldErrors }) {
  const t = useTranslations("auth.fields");
  const registering = mode === "register";
  const field = (name: CredentialName, type: "text" | "email" | "password", autoComplete: string) => (
    <TextField
      label={t(name)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      error={fields[name]}
    />
  );
  return (
    <>
      {field("login", "text", "username")}
      {registering ? field("email", "email", "email") : null}
      {field("password", "password", registering ? "new-password" : "current-password")}
      {registering ? field("confirmPassword", "password", "new-password") : null}
    </>
  );
}
