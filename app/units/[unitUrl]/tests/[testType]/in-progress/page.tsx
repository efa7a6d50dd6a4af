import { notFound } from "next/navigation";
import { MissingRequirement, RequirementGate } from "@/components/test-runner/requirement-gate";
import { TestRunner } from "@/components/test-runner/test-runner";
import { scoreTestAction, submitTestResultAction } from "./actions";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { shuffle } from "@/lib/domain/shuffle";
import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import { getUnitTestQuestions } from "@/lib/services/content/units";
import { load, loadUnit } from "../../../../_components/unit-page-data";

export const metadata = { title: "Test in progress" };

export default async function InProgressPage({
  params,
}: {
  params: Promise<{ unitUrl: string; testType: string }>;
}) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const type = testTypeOf(testType);
  const [unit, questions, principal] = await Promise.all([
    loadUnit(unitUrl),
    load(async () => shuffle(await getUnitTestQuestions({ key: unitUrl, testType }))),
    getPagePrincipal(),
  ]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  if (!questions.ok) return <ErrorText message={questions.message} />;

  if (questions.data.length === 0) {
    return (
      <Card className="flex w-full max-w-[600px] flex-col items-start gap-4 p-6">
        <p className="text-slate-700">
          This unit has no {type.noun}s to practise yet, so there is nothing to test. Try another unit or come
          back later.
        </p>
        <ButtonLink href={`/units/${unitUrl}/tests`} variant="secondary">
          Back to tests
        </ButtonLink>
      </Card>
    );
  }

  return (
    <RequirementGate
      needs={type.needs}
      missing={
        type.needs ? (
          <Card className="flex w-full max-w-[600px] flex-col items-start gap-4 p-6">
            <MissingRequirement needs={type.needs} label={type.label} />
            <ButtonLink href={`/units/${unitUrl}/tests`} variant="secondary">
              Back to tests
            </ButtonLink>
          </Card>
        ) : null
      }
    >
      <TestRunner
        unitId={unit.data.id}
        unitUrl={unitUrl}
        testType={type.view}
        questions={questions.data}
        loggedIn={principal !== null}
        submitResult={submitTestResultAction}
        scoreTest={scoreTestAction}
      />
    </RequirementGate>
  );
}
