import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { UnitStatisticsView } from "@/components/statistics/unit-statistics-view";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { isTestType } from "@/lib/domain/test-types";
import { listResultSummaries } from "@/lib/services/learning/results";
import { loadUnit, type TestTypeProps } from "../../../../_components/unit-page-data";

/** "Statistics: Words writing" (an unknown type's page is not found). */
export async function generateMetadata({ params }: TestTypeProps) {
  const { testType } = await params;
  const t = await getTranslations("statistics");
  const types = await getTranslations("testTypes");
  const type = isTestType(testType) ? types(`${testType}.label`) : t("type.unknownType");
  return { title: `${t("page.title")}: ${type}` };
}

/** The signed-in learner's results of one unit and test type. */
export default async function UnitTestStatisticsPage({ params }: TestTypeProps) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const [principal, unit] = await Promise.all([getPagePrincipal(), loadUnit(unitUrl)]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const { id, name, url } = unit.data;

  if (!principal) {
    return (
      <Card>
        <SignInPrompt callbackUrl={`/units/${url}/tests/${testType}/statistics`} />
      </Card>
    );
  }

  const t = await getTranslations("statistics.unit");
  const results = await listResultSummaries({ principal, testType, unitId: id }).catch((error: unknown) => {
    console.error("Can not fetch statistics for test", error);
    return null;
  });
  return (
    <Card className="p-5">
      {results ? (
        <UnitStatisticsView testType={testType} unit={{ id, name, url }} results={results} />
      ) : (
        <ErrorText message={t("fetchFailed")} />
      )}
    </Card>
  );
}
