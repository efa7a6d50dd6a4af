import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { ClientMessages } from "@/components/layout/client-messages";
import { wholeList } from "@/lib/admin/list-source";
import { listScopes } from "@/lib/services/access/scopes";

export default async function ScopesLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("adminAccess.scopes");
  const Section = sectionLayout({
    section: "scopes",
    noun: t("noun"),
    title: t("title"),
    addLabel: t("add"),
    failureToast: t("failureToast"),
    firstPage: wholeList(listScopes, (scope) => ({
      key: scope.value,
      label: scope.name,
      secondary: scope.value,
    })),
  });
  return <ClientMessages namespaces={["adminAccess"]}>{await Section({ children })}</ClientMessages>;
}
