import type { AnswerCheck } from "./answers";

export type Submitted = { questionId: number; answer: string };

export type ScoredItem<Q> = { question: Q; answer: string } & AnswerCheck;

export type ScoreResult<Q> =
  | {
      ok: true;
      items: Array<ScoredItem<Q>>;
      correct: number;
      total: number;
      result: number;
    }
  | { ok: false; message: string };

export function scoreSubmission<Q extends { id: number }>(input: {
  questions: readonly Q[];
  answers: readonly Submitted[];
  check: (question: Q, answer: string) => AnswerCheck;
}): ScoreResult<Q> {
  const questionIds = new Set(input.questions.map((question) => question.id));
  const answerById = new Map<number, string>();

  // A submission is rejected as a whole rather than partially scored, so a
  // tampered or stale form can never produce a stored result.
  for (const submitted of input.answers) {
    if (!questionIds.has(submitted.questionId)) {
      return {
        ok: false,
        message: `Question ${submitted.questionId} is not part of this unit`,
      };
    }
    if (answerById.has(submitted.questionId)) {
      return {
        ok: false,
        message: `Question ${submitted.questionId} is answered more than once`,
      };
    }
    answerById.set(submitted.questionId, submitted.answer);
  }

  const items = input.questions.map((question) => {
    const answer = answerById.get(question.id);
    // An unanswered question counts against the learner without consulting
    // check, which might otherwise accept an empty string.
    if (answer === undefined) {
      return { question, answer: "", correct: false, typo: false };
    }
    const { correct, typo } = input.check(question, answer);
    return { question, answer, correct, typo };
  });

  const correct = items.filter((item) => item.correct).length;
  const total = items.length;
  return {
    ok: true,
    items,
    correct,
    total,
    result: total === 0 ? 0 : correct / total,
  };
}
