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

/**
 * Scores a submission against the unit's questions, or against `asked`, the
 * questions of a round (a part of the unit), when it names them: the result
 * is then the share right of the round.
 */
export function scoreSubmission<Q extends { id: number }>(input: {
  questions: readonly Q[];
  answers: readonly Submitted[];
  check: (question: Q, answer: string) => AnswerCheck;
  asked?: readonly number[];
}): ScoreResult<Q> {
  const unitIds = new Set(input.questions.map((question) => question.id));
  let questions = input.questions;
  if (input.asked) {
    const asked = new Set<number>();
    for (const id of input.asked) {
      if (!unitIds.has(id)) return { ok: false, message: `Question ${id} is not part of this unit` };
      if (asked.has(id)) return { ok: false, message: `Question ${id} is asked more than once` };
      asked.add(id);
    }
    questions = input.questions.filter((question) => asked.has(question.id));
  }
  const questionIds = new Set(questions.map((question) => question.id));
  const answerById = new Map<number, string>();

  // A submission is rejected as a whole rather than partially scored, so a
  // tampered or stale form can never produce a stored result.
  for (const submitted of input.answers) {
    if (!questionIds.has(submitted.questionId)) {
      return {
        ok: false,
        message: unitIds.has(submitted.questionId)
          ? `Question ${submitted.questionId} was not asked in this round`
          : `Question ${submitted.questionId} is not part of this unit`,
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

  const items = questions.map((question) => {
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
