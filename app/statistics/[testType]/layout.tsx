import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { translatedBadge } from "@/components/statistics/translated-badge";
import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { type StatisticsUnitItem, StatisticsUnitList } from "@/components/statistics/statistics-unit-list";
import { Card } from "@/components/ui/card";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { isTestType } from "@/lib/domain/test-types";
import { listUnitsWithResults } from "@/lib/services/learning/results";
import { listUnitSummaries } from "@/lib/services/content/units";

/**
 * Beyond this many units the list shows the units with results first and the
 * rest on request, so the page stays the same size however large the
 * catalogue: a screen and a half of the list, each row a link with its badge.
 */
const LISTED_UNITS = 20;

function listed(units: StatisticsUnitItem[]): { shown: StatisticsUnitItem[]; more: number } {
  if (units.length <= LISTED_UNITS) return { shown: units, more: 0 };
  const withResults = units.filter((unit) => unit.badge !== null);
  const others = units.filter((unit) => unit.badge === null);
  const shown = [...withResults, ...others.slice(0, Math.max(0, LISTED_UNITS - withResults.length))];
  return { shown, more: units.length - shown.length };
}

async function loadUnits(principal: Principal, testType: string): Promise<StatisticsUnitItem[]> {
  // An unknown type has no results to badge; the list still lets the detail say "Unknown type of test".
  if (!isTestType(testType)) {
    const units = await listUnitSummaries();
    return units.map((unit) => ({ url: unit.url, name: unit.name, badge: null }));
  }
  const now = Date.now();
  const units = await listUnitsWithResults({ principal, testType });
  return Promise.all(
    units.map(async (unit) => ({
      url: unit.url,
      name: unit.name,
      badge: await translatedBadge(unit.results, now),
    })),
  );
}

async function UnitListContent({ testType }: { testType: string }) {
  const principal = await getPagePrincipal();
  if (!principal) return <SignInPrompt callbackUrl={`/statistics/${testType}`} />;
  const t = await getTranslations("statistics.type");
  const loaded = await loadUnits(principal, testType).then(
    (units) => ({ units }),
    (error: unknown) => {
      console.error("Could not fetch statistics", error);
      return { units: null };
    },
  );
  if (!loaded.units) return <ErrorText message={t("failed")} />;
  if (loaded.units.length === 0) return <EmptyText />;
  const { shown, more } = listed(loaded.units);
  return (
    <ClientMessages areas={["statistics.type"]}>
      <StatisticsUnitList testType={testType} units={shown} more={more} />
    </ClientMessages>
  );
}

/** Master-detail: the units with their badges on the left, one unit's results on the right. */
export default async function StatisticsTypeLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ testType: string }>;
}) {
  const { testType } = await params;
  const t = await getTranslations("statistics.type");
  const types = await getTranslations("testTypes");
  return (
    <div className="grid items-start gap-4 md:grid-cols-12">
      <Card className="md:col-span-5">
        <div className="mb-3 flex items-baseline justify-between gap-2 px-1">
          <h2 className="text-lg font-semibold text-slate-900">{t("units")}</h2>
          <span className="text-sm text-slate-500">
            {isTestType(testType) ? types(`${testType}.label`) : t("unknownType")}
          </span>
        </div>
        <UnitListContent testType={testType} />
      </Card>
      <div className="min-w-0 md:col-span-7">{children}</div>
    </div>
  );
}
