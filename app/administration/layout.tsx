import { forbidden, redirect } from "next/navigation";
import { AdminMenu } from "@/components/admin/admin-menu";
import { PageTitle } from "@/components/ui/page-title";
import { ADMIN_SECTIONS, reachableSections } from "@/lib/admin/sections";
import { getPagePrincipal } from "@/lib/auth/current";
import { ADMIN_SCOPE, EDITOR_SCOPE } from "@/lib/domain/principal";

export const metadata = { title: "Administration" };

export default async function AdministrationLayout({ children }: { children: React.ReactNode }) {
  const principal = await getPagePrincipal();
  if (!principal) redirect("/login?callbackUrl=%2Fadministration");
  if (!principal.scopes.some((scope) => scope === ADMIN_SCOPE || scope === EDITOR_SCOPE)) forbidden();
  const reachable = await reachableSections(principal);
  const sections = ADMIN_SECTIONS.filter((section) => reachable.includes(section.slug)).map(
    ({ slug, label }) => ({
      slug,
      label,
    }),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>Administration</PageTitle>
      <AdminMenu sections={sections} />
      <div>{children}</div>
    </div>
  );
}
