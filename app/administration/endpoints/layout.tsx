import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { ClientMessages } from "@/components/layout/client-messages";
import { wholeList } from "@/lib/admin/list-source";
import { listEndpoints } from "@/lib/services/access/endpoints";

export default async function EndpointsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("adminAccess.endpoints");
  const Section = sectionLayout({
    section: "endpoints",
    noun: t("noun"),
    title: t("title"),
    addLabel: t("add"),
    failureToast: t("failureToast"),
    firstPage: wholeList(listEndpoints, (endpoint) => ({
      key: endpoint.adminPageUrl,
      label: endpoint.adminPageUrl,
      secondary: `${endpoint.method} ${endpoint.url}`,
      searchFields: [endpoint.url, endpoint.method, endpoint.adminPageUrl],
    })),
  });
  return <ClientMessages namespaces={["adminAccess"]}>{await Section({ children })}</ClientMessages>;
}
