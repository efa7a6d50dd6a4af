import { notFound } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { ContinueTestLink } from "@/components/test-runner/continue-test-link";
import { getPagePrincipal } from "@/lib/auth/current";
import { ROUND_SIZES } from "@/lib/domain/kept-test";
import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import { getTestDraft } from "@/lib/services/learning/test-drafts";
import { loadUnit, testTypeMetadata, type TestTypeProps } from "../../../_components/unit-page-data";

export const generateMetadata = testTypeMetadata("Test", "Unknown");

export default async function TestTypePage({ params }: TestTypeProps) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const [unit, principal] = await Promise.all([loadUnit(unitUrl), getPagePrincipal()]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const { asks, noun, texts } = testTypeOf(testType);
  const count = unit.data[asks].length;
  const kept = principal ? await getTestDraft({ principal, testType, unitId: unit.data.id }) : undefined;
  const testHref = `/units/${unitUrl}/tests/${testType}/in-progress`;
  const rounds = ROUND_SIZES.filter((size) => size < count);

  return (
    <Card className="flex flex-col gap-4 p-6">
      <p className="text-slate-700">
        {count === 0
          ? `This unit has no ${noun}s to practise yet.`
          : `${count} ${count === 1 ? noun : `${noun}s`}, asked once each in a random order. ${texts.howTo}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <ContinueTestLink
          href={`${testHref}?continue`}
          unitId={unit.data.id}
          testType={testType}
          kept={
            kept && {
              answered: kept.answers.filter((answer) => answer !== null).length,
              total: kept.questionIds.length,
            }
          }
        />
        <ButtonLink href={testHref} variant={kept ? "secondary" : "primary"}>
          Start new test
        </ButtonLink>
        <ButtonLink href={`/units/${unitUrl}/tests/${testType}/statistics`} variant="secondary">
          Statistics
        </ButtonLink>
      </div>
      {rounds.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <p className="text-slate-600">Short on time? Take a round:</p>
          {rounds.map((size) => (
            <ButtonLink key={size} href={`${testHref}?round=${size}`} variant="secondary">
              {size} questions
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
