import { notFound } from "next/navigation";
import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { UnitStatisticsView } from "@/components/statistics/unit-statistics-view";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { isTestType } from "@/lib/domain/test-types";
import { listResults } from "@/lib/services/learning/results";
import { loadUnit, testTypeMetadata, type TestTypeProps } from "../../../../_components/unit-page-data";

export const generateMetadata = testTypeMetadata("Statistics", "Unknown type of test");

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

  const results = await listResults({ principal, testType, unitId: id }).catch((error: unknown) => {
    console.error("Can not fetch statistics for test", error);
    return null;
  });
  return (
    <Card className="p-5">
      {results ? (
        <UnitStatisticsView testType={testType} unit={{ id, name, url }} results={results} />
      ) : (
        <ErrorText message="Can not fetch statistics for test" />
      )}
    </Card>
  );
}
