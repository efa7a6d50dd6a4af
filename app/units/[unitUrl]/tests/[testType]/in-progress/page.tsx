import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { MissingRequirement, RequirementGate } from "@/components/test-runner/requirement-gate";
import { TestRunner } from "@/components/test-runner/test-runner";
import { keepTestAction, scoreTestAction, submitTestResultAction } from "./actions";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { roundSize } from "@/lib/domain/kept-test";
import { shuffle } from "@/lib/domain/shuffle";
import { isTestType, testTypeOf } from "@/lib/domain/test-types";
import { getUnitTestQuestions } from "@/lib/services/content/units";
import { getTestDraft } from "@/lib/services/learning/test-drafts";
import { load, loadUnit } from "../../../../_components/unit-page-data";

export async function generateMetadata() {
  const t = await getTranslations("units.inProgress");
  return { title: t("title") };
}

/**
 * The test: the whole unit ("Start new test"), a round of it (`?round=10`),
 * or the test kept unfinished (`?continue`), which a learner's server or a
 * guest's browser holds.
 */
export default async function InProgressPage({
  params,
  searchParams,
}: {
  params: Promise<{ unitUrl: string; testType: string }>;
  searchParams: Promise<{ round?: string; continue?: string }>;
}) {
  const [{ unitUrl, testType }, query] = await Promise.all([params, searchParams]);
  if (!isTestType(testType)) notFound();
  const type = testTypeOf(testType);
  const [t, types] = await Promise.all([getTranslations("units.inProgress"), getTranslations("testTypes")]);
  const label = types(`${testType}.label`);
  const [unit, questions, principal] = await Promise.all([
    loadUnit(unitUrl),
    load(async () => shuffle(await getUnitTestQuestions({ key: unitUrl, testType }))),
    getPagePrincipal(),
  ]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  if (!questions.ok) return <ErrorText message={questions.message} />;
  const continueTest = query.continue !== undefined;
  const serverKept =
    continueTest && principal ? await getTestDraft({ principal, testType, unitId: unit.data.id }) : null;
  // A continued test picks its questions from the whole unit; a new one may be a round of it.
  const asked = continueTest ? questions.data : questions.data.slice(0, roundSize(query.round));

  if (questions.data.length === 0) {
    return (
      <Card className="flex w-full max-w-[600px] flex-col items-start gap-4 p-6">
        <p className="text-slate-700">{t(type.asks === "words" ? "noWords" : "noPhrases")}</p>
        <ButtonLink href={`/units/${unitUrl}/tests`} variant="secondary">
          {t("back")}
        </ButtonLink>
      </Card>
    );
  }

  return (
    // The runner, its questions, feedback and results table: most of the "test" area.
    <ClientMessages areas={["test", "testTypes"]}>
      <RequirementGate
        needs={type.needs}
        missing={
          type.needs ? (
            <Card className="flex w-full max-w-[600px] flex-col items-start gap-4 p-6">
              <MissingRequirement needs={type.needs} label={label} />
              <ButtonLink href={`/units/${unitUrl}/tests`} variant="secondary">
                {t("back")}
              </ButtonLink>
            </Card>
          ) : null
        }
      >
        <TestRunner
          unitId={unit.data.id}
          unitUrl={unitUrl}
          testType={type.view}
          questions={asked}
          continueTest={continueTest}
          serverKept={serverKept}
          loggedIn={principal !== null}
          login={principal?.login ?? null}
          owner={principal ? `learner-${principal.userId}` : "guest"}
          submitResult={submitTestResultAction}
          scoreTest={scoreTestAction}
          keepTest={keepTestAction}
        />
      </RequirementGate>
    </ClientMessages>
  );
}
