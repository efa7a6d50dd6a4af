import { useTranslations } from "next-intl";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { EmptyText } from "@/components/ui/status";
import { resultPercent } from "@/lib/domain/percent";
import { type TestTypeSlug, testTypeOf } from "@/lib/domain/test-types";
import { ResultsChart } from "./results-chart";
import type { ResultSummary } from "@/lib/types/results";

type Props = {
  testType: TestTypeSlug;
  unit: { id: number; name: string; url: string };
  results: readonly ResultSummary[];
  /** Set when an administrator looks at another user's results: they cannot take the test for them. */
  login?: string;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The past results of one unit and test type as a bar chart (the learner's own, or a user's for admins). */
export function UnitStatisticsView({ testType, unit, results, login }: Props) {
  const t = useTranslations("statistics.unit");
  const types = useTranslations("testTypes");
  const { view } = testTypeOf(testType);
  const label = types(`${testType}.label`);
  const percents = results.map((result) => resultPercent(result.result));
  const last = percents[percents.length - 1];
  return (
    <section aria-label={`${label}: ${unit.name}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-brand-600 text-sm font-semibold tracking-wide uppercase">{label}</h2>
          <p className="truncate text-xl font-semibold text-slate-900" translate="no">
            {unit.name}
          </p>
          {login !== undefined ? (
            <p className="text-sm text-slate-500">
              {t.rich("resultsOf", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
            </p>
          ) : null}
        </div>
        {login === undefined ? (
          <ButtonLink href={`/units/${unit.url}/tests/${testType}/in-progress`}>
            {t("startNewTest")}
          </ButtonLink>
        ) : null}
      </div>
      {results.length === 0 || last === undefined ? (
        <EmptyText />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <Figure label={t("testsTaken")} value={String(results.length)} />
            <Figure label={t("lastResult")} value={`${last}%`} />
            <Figure label={t("bestResult")} value={`${Math.max(...percents)}%`} />
          </dl>
          <ClientMessages
            areas={["statistics.chart", "test.table", "test.feedback", "test.diff", "test.speak"]}
          >
            <ResultsChart
              testType={view}
              unitId={unit.id}
              login={login}
              // What the bars show; a bar's answers are fetched when it is opened.
              results={results}
              label={t("chartLabel", { type: label, unit: unit.name })}
            />
          </ClientMessages>
          <p className="text-xs text-slate-500">{t("selectBar")}</p>
        </>
      )}
    </section>
  );
}
