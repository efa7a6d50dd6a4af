import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { UnitStatisticsView } from "@/components/statistics/unit-statistics-view";
import { ErrorText } from "@/components/ui/status";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { isTestType } from "@/lib/domain/test-types";
import { load, orNotFound } from "@/lib/pages/page-data";
import { listResults } from "@/lib/services/learning/results";
import { findUnitSummary } from "@/lib/services/content/units";

/** That user's results for the unit; `login` hides "Start new test" (an admin cannot take it for them). */
export default async function UserUnitStatisticsPage({
  params,
}: {
  params: Promise<{ login: string; testType: string; unitUrl: string }>;
}) {
  const principal = await requireSection("users");
  const { login: rawLogin, testType, unitUrl } = await params;
  if (!isTestType(testType)) notFound();
  const login = decodeURIComponent(rawLogin);
  const unit = await orNotFound(findUnitSummary({ key: decodeURIComponent(unitUrl) }));
  const results = await load(
    () => listResults({ principal, testType, unitId: unit.id, login }),
    "administration",
  );
  if (!results.ok) {
    const t = await getTranslations("statistics.user");
    return (
      <div className="border-t border-slate-100 pt-4">
        <p className="text-xl font-semibold text-slate-900" translate="no">
          {unit.name}
        </p>
        <ErrorText message={results.message} />
        <ToastOnMount message={t("unitFailed")} />
      </div>
    );
  }
  return (
    <div className="border-t border-slate-100 pt-4">
      <UnitStatisticsView testType={testType} unit={unit} results={results.data} login={login} />
    </div>
  );
}
