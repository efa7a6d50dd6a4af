import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AccountPanel } from "@/app/personal-account/_components/account-panel";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { getAccount } from "@/lib/services/access/accounts";
import { getPracticeSettings } from "@/lib/services/learning/practice-settings";
import { listMyClasses } from "@/lib/services/teaching/classes";
import { ClassesPanel } from "./_components/classes-panel";
import { PracticePanel } from "./_components/practice-panel";

export async function generateMetadata() {
  const t = await getTranslations("account");
  return { title: t("title") };
}

export default async function PersonalAccountPage() {
  const principal = await getPagePrincipal();
  const t = await getTranslations("account");
  const classesText = await getTranslations("joining.account");
  if (!principal) {
    return (
      <Card className="mx-auto max-w-md">
        <p className="text-slate-700">{t("signIn")}</p>
      </Card>
    );
  }
  const [account, settings, classes] = await Promise.all([
    getAccount(principal).catch(() => null),
    getPracticeSettings(principal).catch(() => null),
    listMyClasses(principal).catch(() => null),
  ]);
  return (
    <ClientMessages areas={["account", "joining.account"]}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-4">
        <Card>
          <PageTitle>{t("title")}</PageTitle>
          {account ? <AccountPanel account={account} /> : <ErrorText message={t("failed")} />}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">{t("practice")}</h2>
          {settings ? <PracticePanel settings={settings} /> : <ErrorText message={t("practiceFailed")} />}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">{classesText("title")}</h2>
          {classes ? (
            <ClassesPanel classes={classes.member} />
          ) : (
            <ErrorText message={classesText("loadFailed")} />
          )}
        </Card>
      </div>
    </ClientMessages>
  );
}
