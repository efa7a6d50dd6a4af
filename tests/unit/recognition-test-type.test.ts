import { describe, expect, it } from "vitest";
import { CHOICE_COUNT } from "@/lib/domain/choices";
import type { UnitMembers } from "@/lib/domain/test-types/module";
import { recognition } from "@/lib/domain/test-types/recognition";
import type { WordDto } from "@/lib/types/content";

const word = (id: number, en: string, ru: string): WordDto => ({
  id,
  url: `w${id}`,
  en,
  ru,
  transcription: "",
});
const UNIT = [
  word(1, "cat", "кошка"),
  word(2, "dog", "собака"),
  word(3, "horse", "лошадь"),
  word(4, "cow", "корова"),
];
const NEIGHBOURS = [word(11, "mouse", "мышь"), word(12, "rat", "крыса"), word(13, "hamster", "хомяк")];

const loaderOf =
  (words: WordDto[]) =>
  async <K extends keyof UnitMembers>(kind: K) =>
    (kind === "words" ? words : []) as Array<UnitMembers[K]>;
/** A loader of the nearby units' words that notes what it was asked. */
function nearbyLoader() {
  const asked: Array<[string, number]> = [];
  const load = async <K extends keyof UnitMembers>(kind: K, wanted: number) => {
    asked.push([kind, wanted]);
    return (kind === "words" ? NEIGHBOURS : []) as Array<UnitMembers[K]>;
  };
  return Object.assign(load, { asked });
}
const none = async () => {};

describe("the recognition test type", () => {
  it("asks each English word with four Russian choices of the unit, the right one among them", async () => {
    const nearby = nearbyLoader();
    const questions = await recognition.questions(loaderOf(UNIT), nearby);

    expect(questions.map(({ id, prompt, accepted }) => ({ id, prompt, accepted }))).toStrictEqual(
      UNIT.map(({ id, en, ru }) => ({ id, prompt: en, accepted: ru })),
    );
    for (const question of questions) {
      expect(question.choices).toHaveLength(CHOICE_COUNT);
      expect([...question.choices!].sort()).toStrictEqual(UNIT.map(({ ru }) => ru).sort());
    }
    expect(nearby.asked).toStrictEqual([]);
  });

  it("borrows wrong choices from the nearby units when the unit has fewer than four words", async () => {
    const nearby = nearbyLoader();
    const questions = await recognition.questions(loaderOf(UNIT.slice(0, 2)), nearby);

    expect(nearby.asked).toStrictEqual([["words", 4]]);
    for (const question of questions) {
      expect(question.choices).toHaveLength(CHOICE_COUNT);
      expect(question.choices).toEqual(expect.arrayContaining(["кошка", "собака"]));
      const borrowed = question.choices!.filter((choice) => NEIGHBOURS.some(({ ru }) => ru === choice));
      expect(borrowed).toHaveLength(2);
    }
  });

  it("shows English prompts and answers picked, not typed, in its view", () => {
    expect(JSON.parse(JSON.stringify(recognition.view))).toStrictEqual({
      slug: "recognition",
      promptLang: "en",
      columns: {
        prompt: { heading: "english", field: "en", lang: "en" },
        accepted: { heading: "correctAnswer", field: "ru", lang: "ru" },
        questionId: "questionId",
        picked: true,
      },
    });
  });

  it("judges a pick exactly: a choice one letter off the translation is wrong", async () => {
    const words = [word(1, "cat", "кошка"), word(2, "cats", "кошки")];
    const scored = await recognition.score(
      loaderOf(words),
      {
        answers: [
          { questionId: 1, answer: "кошки" },
          { questionId: 2, answer: "Кошки" },
        ],
      },
      none,
    );

    expect(scored.result).toBe(0.5);
    expect(scored.answers).toStrictEqual([
      { questionId: 1, en: "cat", ru: "кошка", answer: "кошки", correct: false, typo: false },
      { questionId: 2, en: "cats", ru: "кошки", answer: "Кошки", correct: true, typo: false },
    ]);
  });

  it("moves the cards of the words answered as a weaker review: a right pick counts at most Hard", async () => {
    const scored = await recognition.score(
      loaderOf(UNIT),
      {
        answers: [
          { questionId: 1, answer: "кошка" },
          { questionId: 2, answer: "корова" },
        ],
      },
      none,
    );

    expect(scored.reviews).toStrictEqual([
      {
        wordId: 1,
        answer: "кошка",
        check: { correct: true, typo: false },
        elapsedMs: null,
        strongest: "hard",
      },
      {
        wordId: 2,
        answer: "корова",
        check: { correct: false, typo: false },
        elapsedMs: null,
        strongest: "hard",
      },
    ]);
  });
});
