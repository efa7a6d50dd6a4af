import { getTranslations } from "next-intl/server";
import { AuthForm } from "@/components/auth/auth-form";
import type { AuthMode } from "@/components/auth/auth-text";
import { ClientMessages } from "@/components/layout/client-messages";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { chooseLocaleAction } from "../locale-actions";

/** The page's title in the chosen language ("Login · Practice" in English). */
export function authPageMetadata(mode: AuthMode) {
  return async function generateMetadata() {
    const t = await getTranslations("auth");
    return { title: t(`${mode}.pageTitle`) };
  };
}

/**
 * The login or the registration page: the form, sending the user on to a
 * same-site callbackUrl, and the language switch for guests.
 */
export function authPage(mode: AuthMode) {
  return async function AuthPage({
    searchParams,
  }: {
    searchParams: Promise<{ callbackUrl?: string | string[] }>;
  }) {
    const { callbackUrl } = await searchParams;
    return (
      <ClientMessages areas={["auth"]}>
        <AuthForm mode={mode} callbackUrl={safeCallbackPath(callbackUrl)} />
        <LanguageSwitch choose={chooseLocaleAction} className="mx-auto mt-4 w-fit" />
      </ClientMessages>
    );
  };
}
