import { getTranslations } from "next-intl/server";
import { forbidden } from "next/navigation";
import { AdminMenu } from "@/components/admin/admin-menu";
import { ClientMessages } from "@/components/layout/client-messages";
import { PageTitle } from "@/components/ui/page-title";
import { ADMIN_SECTIONS, reachableSections } from "@/lib/admin/sections";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
import { ADMIN_SCOPE, EDITOR_SCOPE } from "@/lib/domain/principal";

export async function generateMetadata() {
  const t = await getTranslations("admin");
  return { title: t("title") };
}

export default async function AdministrationLayout({ children }: { children: React.ReactNode }) {
  const principal = await getPagePrincipalOrLogin("/administration");
  if (!principal.scopes.some((scope) => scope === ADMIN_SCOPE || scope === EDITOR_SCOPE)) forbidden();
  const t = await getTranslations("admin");
  const labels = {
    units: t("sections.units"),
    words: t("sections.words"),
    phrases: t("sections.phrases"),
    scopes: t("sections.scopes"),
    endpoints: t("sections.endpoints"),
    users: t("sections.users"),
  };
  const reachable = await reachableSections(principal);
  const sections = ADMIN_SECTIONS.filter((section) => reachable.includes(section.slug)).map(({ slug }) => ({
    slug,
    label: labels[slug],
  }));
  return (
    <ClientMessages areas={["admin"]}>
      <div className="flex flex-col gap-4">
        <PageTitle>{t("title")}</PageTitle>
        <AdminMenu sections={sections} label={t("menu")} />
        <div>{children}</div>
      </div>
    </ClientMessages>
  );
}
