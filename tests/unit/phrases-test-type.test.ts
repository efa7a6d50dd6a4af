import { describe, expect, it } from "vitest";
import { wordKey } from "@/lib/domain/phrase-chips";
import type { UnitMembers } from "@/lib/domain/test-types/module";
import { phrases } from "@/lib/domain/test-types/phrases";
import type { PhraseDto } from "@/lib/types/content";

const phrase = (id: number, enQuestion: string, answers: string[]): PhraseDto => ({
  id,
  url: `p${id}`,
  enQuestion,
  ru: `фраза ${id}`,
  answers,
});
const UNIT = [
  phrase(1, "Where is the train station", ["Where is the train station?", "Where's the train station?"]),
  phrase(2, "How much is the ticket", ["How much is the ticket?"]),
  phrase(3, "We are flying to London tomorrow", ["We are flying to London tomorrow."]),
  phrase(4, "I need a room for two nights", ["I need a room for two nights."]),
];
const NEIGHBOURS = [
  phrase(11, "Take an umbrella", ["Take an umbrella."]),
  phrase(12, "It is raining", ["It's raining."]),
];

const loaderOf =
  (members: PhraseDto[]) =>
  async <K extends keyof UnitMembers>(kind: K) =>
    (kind === "phrases" ? members : []) as Array<UnitMembers[K]>;
function nearbyLoader() {
  const asked: Array<[string, number]> = [];
  const load = async <K extends keyof UnitMembers>(kind: K, wanted: number) => {
    asked.push([kind, wanted]);
    return (kind === "phrases" ? NEIGHBOURS : []) as Array<UnitMembers[K]>;
  };
  return Object.assign(load, { asked });
}
const keys = (texts: readonly string[]) => texts.flatMap((text) => text.split(/\s+/)).map(wordKey);

describe("the phrases test type", () => {
  it("gives the browser the prompt, the chips and the accepted answers, nothing else of the phrase", async () => {
    const questions = await phrases.questions(loaderOf(UNIT), nearbyLoader());

    expect(questions.map((question) => Object.keys(question).sort())).toStrictEqual(
      UNIT.map(() => ["accepted", "chips", "id", "prompt"]),
    );
    expect(questions.map(({ id, prompt, accepted }) => ({ id, prompt, accepted }))).toStrictEqual(
      UNIT.map(({ id, ru, answers }) => ({ id, prompt: ru, accepted: answers })),
    );
  });

  it("offers the phrase's words and a few of the unit's other phrases, none an accepted answer holds", async () => {
    const nearby = nearbyLoader();
    const questions = await phrases.questions(loaderOf(UNIT), nearby);

    expect(nearby.asked).toStrictEqual([]);
    for (const question of questions) {
      const own = UNIT.find(({ id }) => id === question.id)!;
      const ownKeys = keys([own.enQuestion]);
      const chipKeys = question.chips!.map(wordKey);
      // Every word of the phrase is there, as often as the phrase has it.
      const left = [...chipKeys];
      for (const key of ownKeys) {
        expect(left).toContain(key);
        left.splice(left.indexOf(key), 1);
      }
      expect(left.length).toBeGreaterThanOrEqual(2);
      expect(left.length).toBeLessThanOrEqual(4);
      const others = keys(UNIT.filter(({ id }) => id !== own.id).map(({ enQuestion }) => enQuestion));
      const answerKeys = keys(own.answers);
      for (const key of left) {
        expect(others).toContain(key);
        expect(answerKeys).not.toContain(key);
      }
    }
  });

  it("gives no capital away: a first word is lowered, I and proper nouns keep theirs", async () => {
    const questions = await phrases.questions(loaderOf(UNIT), nearbyLoader());
    const chipsOf = (id: number) => questions.find((question) => question.id === id)!.chips!;

    expect(chipsOf(1)).toContain("where");
    expect(chipsOf(1)).not.toContain("Where");
    expect(chipsOf(2)).toContain("how");
    expect(chipsOf(3)).toContain("we");
    expect(chipsOf(3)).toContain("London");
    expect(chipsOf(4)).toContain("I");
    for (const question of questions) {
      const capitals = question.chips!.filter((chip) => /^\p{Lu}/u.test(chip));
      expect(capitals.every((chip) => chip === "I" || chip === "London")).toBe(true);
    }
  });

  it("borrows wrong chips from the nearby units when the unit's phrases share too few words", async () => {
    const small = [phrase(1, "Where are my keys", ["Where are my keys?"])];
    const nearby = nearbyLoader();
    const [question] = await phrases.questions(loaderOf(small), nearby);

    expect(nearby.asked).toStrictEqual([["phrases", 4]]);
    const wrong = question!.chips!.filter((chip) => !["where", "are", "my", "keys"].includes(chip));
    expect(wrong).toHaveLength(2);
    for (const chip of wrong) expect(keys(NEIGHBOURS.map(({ enQuestion }) => enQuestion))).toContain(chip);
  });

  it("accepts an answer built from the lowered chips, and any first letter's case", async () => {
    const scored = await phrases.score(
      loaderOf(UNIT),
      {
        answers: [
          { questionId: 1, answer: "where is the train station" },
          { questionId: 2, answer: "how Much is the ticket" },
          { questionId: 3, answer: "we are flying to london tomorrow" },
          { questionId: 4, answer: "I need a room for two night" },
        ],
      },
      async () => {},
    );

    expect(scored.answers.map(({ correct }) => correct)).toStrictEqual([true, true, true, false]);
  });
});
