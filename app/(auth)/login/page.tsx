import { AuthForm } from "@/components/auth/auth-form";
import { safeCallbackPath } from "@/lib/safe-redirect";

export const metadata = { title: "Login" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  return <AuthForm mode="login" callbackUrl={safeCallbackPath(callbackUrl)} />;
}
