import { AuthForm } from "@/components/auth/auth-form";
import { safeCallbackPath } from "@/lib/safe-redirect";

export const metadata = { title: "Register" };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  return <AuthForm mode="register" callbackUrl={safeCallbackPath(callbackUrl)} />;
}
