import { notFound } from "next/navigation";
import { TestRunner, type TestQuestion } from "@/components/test-runner/test-runner";
import { submitTestResultAction } from "./actions";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { isTestType, type TestTypeSlug } from "@/lib/domain/test-types";
import { getUnitPhrases, getUnitWords } from "@/lib/services/units";
import { load, loadUnit } from "../../../../_components/unit-page-data";

export const metadata = { title: "Test in progress" };

/** Fisher–Yates on a copy. */
function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

// Chips in the phrase's own order would give the answer away, so a shuffle
// that happens to keep it is drawn again (a few times: "go go" cannot change).
function shuffledWords(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  let chips = shuffle(words);
  for (
    let attempt = 0;
    attempt < 5 && words.length > 1 && chips.join(" ") === words.join(" ");
    attempt += 1
  ) {
    chips = shuffle(words);
  }
  return chips;
}

// The Russian prompt reaches the browser, with the chips of a phrase or the
// English of a word (public in the vocabulary anyway), which lets the runner
// judge each answer as it is given. Accepted phrase answers stay on the
// server, which scores every submission itself.
async function loadQuestions(testType: TestTypeSlug, unitUrl: string): Promise<TestQuestion[]> {
  if (testType === "phrases") {
    const phrases = await getUnitPhrases({ key: unitUrl });
    return shuffle(
      phrases.map((phrase) => ({
        id: phrase.id,
        prompt: phrase.ru,
        chips: shuffledWords(phrase.enQuestion),
      })),
    );
  }
  const words = await getUnitWords({ key: unitUrl });
  return shuffle(words.map((word) => ({ id: word.id, prompt: word.ru, accepted: word.en })));
}

export default async function InProgressPage({
  params,
}: {
  params: Promise<{ unitUrl: string; testType: string }>;
}) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const [unit, questions, principal] = await Promise.all([
    loadUnit(unitUrl),
    load(() => loadQuestions(testType, unitUrl)),
    getPagePrincipal(),
  ]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  if (!questions.ok) return <ErrorText message={questions.message} />;

  if (questions.data.length === 0) {
    return (
      <Card className="flex w-full max-w-[600px] flex-col items-start gap-4 p-6">
        <p className="text-slate-700">
          This unit has no {testType === "phrases" ? "phrases" : "words"} to practise yet, so there is nothing
          to test. Try another unit or come back later.
        </p>
        <ButtonLink href={`/units/${unitUrl}/tests`} variant="secondary">
          Back to tests
        </ButtonLink>
      </Card>
    );
  }

  return (
    <TestRunner
      unitId={unit.data.id}
      unitUrl={unitUrl}
      testType={testType}
      questions={questions.data}
      loggedIn={principal !== null}
      submitResult={submitTestResultAction}
    />
  );
}
