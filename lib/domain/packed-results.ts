import type { ResultAnswer, TestResultDto } from "@/lib/types/results";

type Response = Pick<ResultAnswer, "answer" | "correct" | "typo">;
type WithoutResponse<A> = A extends ResultAnswer ? Omit<A, keyof Response> : never;
/** What was asked (a word or a phrase as it was at the time of the test). */
type Question = WithoutResponse<ResultAnswer>;
/** One answer: the index of its question in `questions`, then what the learner answered and how it was judged. */
type PackedAnswer = [question: number, answer: string, correct: boolean, typo: boolean];

export type PackedResult = Omit<TestResultDto, "answers"> & { answers: PackedAnswer[] };

/**
 * A unit's results as its chart takes them. The same words or phrases are
 * asked in every test of the unit: each is sent once, and an answer names it
 * by index, so twenty tests of twelve words send twelve questions instead of
 * two hundred and forty (a third of the page's size, and of its rendering).
 */
export type PackedResults = { questions: Question[]; results: PackedResult[] };

/** Lists the server keeps frozen (a learner's results, until they change), packed once each. */
const packedLists = new WeakMap<readonly TestResultDto[], PackedResults>();

export function packResults(results: readonly TestResultDto[]): PackedResults {
  if (!Object.isFrozen(results)) return packed(results);
  let known = packedLists.get(results);
  if (!known) {
    known = Object.freeze(packed(results));
    packedLists.set(results, known);
  }
  return known;
}

function packed(results: readonly TestResultDto[]): PackedResults {
  const questions: Question[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (question: Question) => {
    const key = JSON.stringify(question);
    let index = indexes.get(key);
    if (index === undefined) {
      index = questions.push(question) - 1;
      indexes.set(key, index);
    }
    return index;
  };
  return {
    questions,
    results: results.map(({ answers, ...result }) => ({
      ...result,
      answers: answers.map(({ answer, correct, typo, ...question }): PackedAnswer => [
        indexOf(question),
        answer,
        correct,
        typo,
      ]),
    })),
  };
}

/** The answers of one packed result, as the result carried them. */
export function unpackAnswers(questions: readonly Question[], result: PackedResult): ResultAnswer[] {
  return result.answers.map(([question, answer, correct, typo]) => ({
    ...questions[question]!,
    answer,
    correct,
    typo,
  }));
}
