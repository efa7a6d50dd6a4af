import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
import { load } from "@/lib/pages/page-data";
import { previewClass } from "@/lib/services/teaching/membership";
import { joinInput } from "@/lib/validation/classes";
import { JoinForm } from "./_components/join-form";

export async function generateMetadata() {
  const t = await getTranslations("joining.page");
  return { title: t("title") };
}

type JoinPageProps = { params: Promise<{ code: string }> };

/**
 * The link a teacher shares: the class it names and a button to join it.
 * Following the link never joins by itself; only the button does.
 */
export default async function JoinPage({ params }: JoinPageProps) {
  const { code } = await params;
  const principal = await getPagePrincipalOrLogin(`/join/${code}`);
  const t = await getTranslations("joining.page");
  const typed = joinInput.safeParse({ code });
  const preview = typed.success ? await load(() => previewClass(principal, typed.data)) : null;

  return (
    <Card className="mx-auto w-full max-w-md">
      <PageTitle>{t("title")}</PageTitle>
      {preview && !preview.ok ? (
        <div className="mt-4">
          <ErrorText message={preview.message} />
        </div>
      ) : preview?.data ? (
        <div className="mt-4 flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t("class")}</dt>
            <dd className="font-semibold break-words text-slate-900" translate="no">
              {preview.data.name}
            </dd>
            <dt className="text-slate-600">{t("teacher")}</dt>
            <dd className="break-words text-slate-900" translate="no">
              {preview.data.teacher}
            </dd>
          </dl>
          {preview.data.standing === "none" ? (
            <>
              <p className="text-slate-700">{t("invited")}</p>
              <ClientMessages areas={["joining.page"]}>
                <JoinForm code={typed.data!.code} />
              </ClientMessages>
            </>
          ) : (
            <>
              <p role="status" className="text-slate-700">
                {preview.data.standing === "member" ? t("member") : t("teaching")}
              </p>
              <ButtonLink href="/" className="w-fit">
                {t("toHome")}
              </ButtonLink>
            </>
          )}
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <p role="alert" className="text-error font-semibold">
            {t("unknown")}
          </p>
          <p className="text-slate-700">{t("unknownHint")}</p>
          <Link href="/personal-account" className="text-brand-700 w-fit font-medium underline">
            {t("enterCode")}
          </Link>
        </div>
      )}
    </Card>
  );
}
