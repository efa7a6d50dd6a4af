import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { assignedUnitMarks } from "@/lib/pages/assigned-units";
import { pageUnitSummaries } from "@/lib/services/content/units";
import { load } from "./_components/unit-page-data";
import { UnitNav } from "./_components/unit-nav";

export async function generateMetadata() {
  const t = await getTranslations("units");
  return { title: t("title") };
}

export default async function UnitsLayout({ children }: { children: React.ReactNode }) {
  // One page of units, however many there are: the list searches and pages the rest.
  const principal = await getPagePrincipal();
  const [units, marks] = await Promise.all([
    load(() => pageUnitSummaries({})),
    // A learner's assigned units are marked; a mark that cannot be read leaves the list unmarked.
    assignedUnitMarks(principal).catch(() => ({})),
  ]);

  return (
    <ClientMessages areas={["units.nav"]}>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
        <aside className="min-w-0 md:sticky md:top-20 md:w-[200px] md:shrink-0">
          {units.ok ? <UnitNav initial={units.data} marks={marks} /> : <ErrorText message={units.message} />}
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </ClientMessages>
  );
}
