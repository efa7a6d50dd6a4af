import { describe, expect, it } from "vitest";
import { listening } from "@/lib/domain/test-types/listening";
import type { UnitMembers } from "@/lib/domain/test-types/module";
import { wordsWriting } from "@/lib/domain/test-types/words-writing";
import type { WordDto } from "@/lib/types/content";

const word = (id: number, en: string, ru: string): WordDto => ({
  id,
  url: `w${id}`,
  en,
  ru,
  transcription: "",
});
const WORDS = [word(1, "colour/color", "цвет"), word(2, "umbrella", "зонт"), word(3, "cat", "кошка")];
const load = async <K extends keyof UnitMembers>(kind: K) =>
  (kind === "words" ? WORDS : []) as Array<UnitMembers[K]>;
const none = async () => {};

describe("the listening test type", () => {
  it("speaks each word (the first of its spellings), keeping the Russian and the English for the feedback", async () => {
    expect(await listening.questions(load)).toStrictEqual([
      { id: 1, prompt: "цвет", accepted: "colour/color", spoken: "colour" },
      { id: 2, prompt: "зонт", accepted: "umbrella", spoken: "umbrella" },
      { id: 3, prompt: "кошка", accepted: "cat", spoken: "cat" },
    ]);
  });

  it("needs an English voice, which the browser's view of it says", () => {
    expect(listening.needs).toBe("english-voice");
    expect(listening.view).toMatchObject({ slug: "listening", needs: "english-voice" });
    expect(wordsWriting.view.needs).toBeUndefined();
  });

  it("scores with the forgiving check of words writing: either spelling, a typo forgiven, a short word exact", async () => {
    const scored = await listening.score(
      load,
      {
        answers: [
          { questionId: 1, answer: "Color" },
          { questionId: 2, answer: "umbrela" },
          { questionId: 3, answer: "cap" },
        ],
      },
      none,
    );

    expect(scored.result).toBeCloseTo(2 / 3);
    expect(scored.answers).toStrictEqual([
      { questionId: 1, en: "colour/color", ru: "цвет", answer: "Color", correct: true, typo: false },
      { questionId: 2, en: "umbrella", ru: "зонт", answer: "umbrela", correct: true, typo: true },
      { questionId: 3, en: "cat", ru: "кошка", answer: "cap", correct: false, typo: false },
    ]);
  });

  it("moves the card of every word answered as fully as words writing does", async () => {
    const scored = await listening.score(load, { answers: [{ questionId: 2, answer: "umbrella" }] }, none);

    expect(scored.reviews).toStrictEqual([
      { wordId: 2, answer: "umbrella", check: { correct: true, typo: false }, elapsedMs: null },
    ]);
  });

  it("stores its answers as words writing does, so they read alike", () => {
    expect(listening.answer).toBe(wordsWriting.answer);
    expect(listening.view.columns).toStrictEqual(wordsWriting.view.columns);
  });
});
