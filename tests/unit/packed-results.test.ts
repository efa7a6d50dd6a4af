import { describe, expect, it } from "vitest";
import { packResults, unpackAnswers } from "@/lib/domain/packed-results";
import type { TestResultDto } from "@/lib/types/results";

const word = (questionId: number, en: string, ru: string, answer: string) => ({
  questionId,
  en,
  ru,
  answer,
  correct: answer === en,
  typo: false,
});

const wordResults: TestResultDto[] = [
  {
    id: 1,
    createdTs: 1_000,
    result: 0.5,
    answers: [word(13, "ticket", "билет", "ticket"), word(14, "passport", "паспорт", "pasport")],
  },
  {
    id: 2,
    createdTs: 2_000,
    result: 1,
    answers: [
      { ...word(14, "passport", "паспорт", "pasport"), correct: true, typo: true },
      word(13, "ticket", "билет", "ticket"),
    ],
  },
  // The word was edited after the first two tests: its old text stays in their answers.
  { id: 3, createdTs: 3_000, result: 0, answers: [word(13, "ticket", "билет (проездной)", "")] },
];

const phraseResults: TestResultDto[] = [
  {
    id: 7,
    createdTs: 5_000,
    result: 1,
    answers: [
      {
        id: 4,
        question: "Я дома",
        answerOptions: ["I am at home", "I'm at home"],
        answer: "I'm at home",
        correct: true,
        typo: false,
      },
    ],
  },
];

describe("packResults", () => {
  it("sends each question once, however many tests asked it", () => {
    expect(packResults(wordResults).questions).toStrictEqual([
      { questionId: 13, en: "ticket", ru: "билет" },
      { questionId: 14, en: "passport", ru: "паспорт" },
      { questionId: 13, en: "ticket", ru: "билет (проездной)" },
    ]);
  });

  it("keeps every result's id, time and score", () => {
    expect(
      packResults(wordResults).results.map(({ id, createdTs, result }) => [id, createdTs, result]),
    ).toStrictEqual([
      [1, 1_000, 0.5],
      [2, 2_000, 1],
      [3, 3_000, 0],
    ]);
  });

  it("packs a frozen list once, and a list that may change every time", () => {
    const kept = Object.freeze([...wordResults]);
    expect(packResults(kept)).toBe(packResults(kept));
    const open = [...wordResults];
    const before = packResults(open);
    open.pop();
    expect(packResults(open)).not.toBe(before);
    expect(packResults(open).results).toHaveLength(2);
  });

  it("is smaller than the results it packs", () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...wordResults[0]!, id: index }));
    expect(JSON.stringify(packResults(many)).length).toBeLessThan(JSON.stringify(many).length / 2);
  });
});

describe("unpackAnswers", () => {
  it.each([
    ["words", wordResults],
    ["phrases", phraseResults],
  ])("gives back every answer of every result of %s, in order", (_kind, results) => {
    const { questions, results: packed } = packResults(results);
    expect(packed.map((result) => unpackAnswers(questions, result))).toStrictEqual(
      results.map((result) => result.answers),
    );
  });
});
