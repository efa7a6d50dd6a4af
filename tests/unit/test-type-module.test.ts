import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isAnswerCorrect } from "@/lib/domain/answers";
import { defineTestType, type UnitMembers } from "@/lib/domain/test-types/module";
import { AppError } from "@/lib/errors";

// A type written as a module alone: the runner's questions, the scoring, the
// review cards and the browser's view all follow from its spec.
const recognition = defineTestType({
  slug: "recognition",
  index: 3,
  asks: "words",
  answer: z.object({
    wordId: z.number(),
    en: z.string(),
    answer: z.string(),
    correct: z.boolean(),
    typo: z.boolean(),
  }),
  columns: {
    prompt: { heading: "english", field: "en" },
    accepted: { heading: "russian", field: "answer" },
    questionId: "wordId",
  },
  question: (word) => ({ id: word.id, prompt: word.en }),
  check: (word, answer) => ({ correct: isAnswerCorrect(answer, word.ru), typo: false }),
  answerOf: ({ question, answer, correct, typo }) => ({
    wordId: question.id,
    en: question.en,
    answer,
    correct,
    typo,
  }),
  reviewedWord: (word) => word.id,
});

const word = (id: number, en: string, ru: string) => ({ id, url: en, en, ru, transcription: "" });
const members: { [K in keyof UnitMembers]: Array<UnitMembers[K]> } = {
  words: [word(1, "cat", "кошка"), word(2, "dog", "собака")],
  phrases: [],
};
const load = async <K extends keyof UnitMembers>(kind: K) => members[kind];
const none = async () => {};

describe("a test type defined by its module", () => {
  it("gives the browser plain data: its slug and answer columns", () => {
    expect(JSON.parse(JSON.stringify(recognition.view))).toStrictEqual({
      slug: "recognition",
      columns: {
        prompt: { heading: "english", field: "en" },
        accepted: { heading: "russian", field: "answer" },
        questionId: "wordId",
      },
    });
  });

  it("asks the unit's members of its kind, as its questions show them", async () => {
    expect(await recognition.questions(load)).toStrictEqual([
      { id: 1, prompt: "cat" },
      { id: 2, prompt: "dog" },
    ]);
  });

  it("scores with its check, answers with its answer rows and moves the cards of the words answered", async () => {
    const scored = await recognition.score(load, { answers: [{ questionId: 2, answer: "Собака" }] }, none);

    expect(scored).toStrictEqual({
      result: 0.5,
      answers: [
        { wordId: 1, en: "cat", answer: "", correct: false, typo: false },
        { wordId: 2, en: "dog", answer: "Собака", correct: true, typo: false },
      ],
      reviews: [{ wordId: 2, answer: "Собака", check: { correct: true, typo: false }, elapsedMs: null }],
    });
  });

  it("refuses a submission whose answers are not the unit's questions", async () => {
    const refused = recognition.score(load, { answers: [{ questionId: 7, answer: "кошка" }] }, none);

    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 422 });
  });

  it("refuses a unit with nothing to ask, once whenNone has had its say", async () => {
    const empty = async <K extends keyof UnitMembers>(_kind: K): Promise<Array<UnitMembers[K]>> => [];
    const missing = AppError.validation({ unitId: "Unit does not exist" });

    await expect(recognition.score(empty, { answers: [] }, none)).rejects.toMatchObject({ status: 422 });
    await expect(
      recognition.score(empty, { answers: [] }, async () => {
        throw missing;
      }),
    ).rejects.toBe(missing);
  });
});
