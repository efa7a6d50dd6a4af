/** The shorter rounds a test may be taken in, besides the whole unit. */
export const ROUND_SIZES = [10, 20] as const;

/** The round size a page's `?round=` names, or undefined for the whole test. */
export function roundSize(value: unknown): number | undefined {
  const size = Number(value);
  return ROUND_SIZES.find((round) => round === size);
}

/** An unfinished test as kept: its questions in the order asked, the answers so far, the question on screen. */
export type KeptTest = { questionIds: number[]; answers: Array<string | null>; position: number };

/** How far a kept test has come: "3 of 10 answered" (it keeps one answer or null per question). */
export type KeptProgress = { answered: number; total: number };

export function keptProgress(kept: Pick<KeptTest, "answers">): KeptProgress {
  return { answered: kept.answers.filter((answer) => answer !== null).length, total: kept.answers.length };
}

/**
 * A kept test set against the unit's questions now: its questions in the kept
 * order with their answers, without those the unit no longer has. Null when
 * none of them is left.
 */
export function resumeKeptTest<Q extends { id: number }>(
  questions: readonly Q[],
  kept: KeptTest,
): { questions: Q[]; answers: Array<string | null>; position: number } | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const left = kept.questionIds.flatMap((id, at) => {
    const question = byId.get(id);
    return question ? [{ question, answer: kept.answers[at] ?? null, at }] : [];
  });
  if (left.length === 0) return null;
  // The question on screen, or the first one after it that is left.
  const onScreen = left.findIndex(({ at }) => at >= kept.position - 1);
  return {
    questions: left.map(({ question }) => question),
    answers: left.map(({ answer }) => answer),
    position: onScreen === -1 ? left.length : onScreen + 1,
  };
}

/**
 * The further of two copies of a kept test, each with when it was written (ms): of the same
 * questions, the one with more answers (answers are only ever added, and the copies are written
 * in different places, so their times say when a copy arrived, not how far it had come); of
 * different tests, the one written last.
 */
export function furtherKeptTest<A extends KeptTest, B extends KeptTest>(
  first: { kept: A; writtenAt: number },
  second: { kept: B; writtenAt: number },
): A | B {
  const sameTest = first.kept.questionIds.join() === second.kept.questionIds.join();
  if (sameTest) {
    return keptProgress(first.kept).answered >= keptProgress(second.kept).answered ? first.kept : second.kept;
  }
  return first.writtenAt >= second.writtenAt ? first.kept : second.kept;
}
