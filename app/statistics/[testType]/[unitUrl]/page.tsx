import { notFound } from "next/navigation";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { StatisticsHeader } from "@/components/statistics/statistics-header";
import { UnitStatisticsView } from "@/components/statistics/unit-statistics-view";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { isTestType } from "@/lib/domain/test-types";
import { AppError } from "@/lib/errors";
import { findUnitWithResults } from "@/lib/services/learning/results";
import { findUnitSummary } from "@/lib/services/content/units";
import type { UnitSummary } from "@/lib/types/content";
import type { ResultSummary } from "@/lib/types/results";

export async function generateMetadata() {
  const t = await getTranslations("statistics.page");
  return { title: t("title") };
}

type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.status === 404;
}

/** The unit name and, when the test type exists, the way to take the test: shown when no chart is. */
function UnitHeading({ unit, testType }: { unit: UnitSummary; testType: string }) {
  const t = useTranslations("statistics.unit");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="truncate text-xl font-semibold text-slate-900" translate="no">
        {unit.name}
      </p>
      {isTestType(testType) ? (
        <ButtonLink href={`/units/${unit.url}/tests/${testType}/in-progress`}>{t("startNewTest")}</ButtonLink>
      ) : null}
    </div>
  );
}

export default async function UnitStatisticsPage({
  params,
}: {
  params: Promise<{ testType: string; unitUrl: string }>;
}) {
  const { testType, unitUrl } = await params;
  const principal = await getPagePrincipal();
  // Signed in on a known test type: the unit with its results in one query; otherwise the unit alone.
  const loaded: Loaded<{ unit: UnitSummary; results: readonly ResultSummary[] | null }> = await settle(
    principal && isTestType(testType)
      ? findUnitWithResults({ principal, testType, key: unitUrl })
      : findUnitSummary({ key: unitUrl }).then((unit) => ({ unit, results: null })),
  );
  if (!loaded.ok && isNotFound(loaded.error)) notFound();
  const t = await getTranslations("statistics.unit");

  let body: React.ReactNode;
  if (!loaded.ok) {
    console.error("Can not fetch statistics for test", loaded.error);
    body = <ErrorText message={t("fetchFailed")} />;
  } else if (!isTestType(testType)) {
    body = <UnitHeading unit={loaded.value.unit} testType={testType} />;
  } else if (!principal || !loaded.value.results) {
    body = (
      <>
        <UnitHeading unit={loaded.value.unit} testType={testType} />
        {/* The list beside this detail already shows "Please, sign in" with the login button. */}
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          {t("logInForResults")}
        </p>
      </>
    );
  } else {
    body = <UnitStatisticsView testType={testType} unit={loaded.value.unit} results={loaded.value.results} />;
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <StatisticsHeader testType={testType}>
        <ButtonLink href="/statistics" variant="secondary">
          {t("backToStatistics")}
        </ButtonLink>
      </StatisticsHeader>
      {body}
    </Card>
  );
}
