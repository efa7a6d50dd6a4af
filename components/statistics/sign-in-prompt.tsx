import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { loginHref } from "@/lib/safe-redirect";

/** Statistics belong to an account: guests are sent to log in and brought back here afterwards. */
export function SignInPrompt({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("statistics.signIn");
  return (
    <div className="flex flex-col items-start gap-3 px-1 py-2">
      <p className="font-medium text-slate-800">{t("title")}</p>
      <p className="text-sm text-slate-500">{t("note")}</p>
      <ButtonLink href={loginHref(callbackUrl)}>{t("logIn")}</ButtonLink>
    </div>
  );
}
