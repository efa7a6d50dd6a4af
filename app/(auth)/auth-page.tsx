import { AuthForm } from "@/components/auth/auth-form";
import { safeCallbackPath } from "@/lib/safe-redirect";

/** The login or the registration page: the form, sending the user on to a same-site callbackUrl. */
export function authPage(mode: "login" | "register") {
  return async function AuthPage({
    searchParams,
  }: {
    searchParams: Promise<{ callbackUrl?: string | string[] }>;
  }) {
    const { callbackUrl } = await searchParams;
    return <AuthForm mode={mode} callbackUrl={safeCallbackPath(callbackUrl)} />;
  };
}
