import { describe, expect, it } from "vitest";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { immediateCheck } from "@/lib/domain/test-types/immediate-check";
import type { UnitMembers } from "@/lib/domain/test-types/module";

const MEMBERS: { [K in keyof UnitMembers]: Array<UnitMembers[K]> } = {
  words: [
    { id: 1, url: "colour", en: "colour/color", ru: "цвет", transcription: "" },
    { id: 2, url: "umbrella", en: "umbrella", ru: "зонт", transcription: "" },
    { id: 3, url: "cat", en: "cat", ru: "кошка", transcription: "" },
    { id: 4, url: "cats", en: "cats", ru: "кошки", transcription: "" },
  ],
  phrases: [
    { id: 1, url: "hello", enQuestion: "hello there", ru: "привет", answers: ["Hello there"] },
    {
      id: 2,
      url: "and-or",
      enQuestion: "Tea and/or coffee",
      ru: "чай и/или кофе",
      answers: ["Tea and/or coffee?", "Coffee or tea."],
    },
  ],
};
const load = async <K extends keyof UnitMembers>(kind: K) => MEMBERS[kind];

/** Answers worth judging for a member: its own texts, slips of them, and the other members' texts. */
function answersFor(texts: string[]): string[] {
  return [...texts, ...texts.map((text) => `${text}x`), ...texts.map((text) => text.slice(1)), "", "nothing"];
}

// The runner shows a verdict the moment an answer is given; the server scores
// the submission. For every type whose questions carry a public answer, both
// must agree on every answer, or a learner would be told one thing and scored another.
describe.for(TEST_TYPES.map((type) => [type.slug, type] as const))("the %s test type", ([, type]) => {
  it("judges at once exactly as the server scores", async () => {
    const questions = await type.questions(load);
    const members = MEMBERS[type.asks] as Array<{ id: number }>;
    const texts = [
      ...MEMBERS.words.flatMap(({ en, ru }) => [en, ru, ...en.split("/")]),
      ...MEMBERS.phrases.flatMap(({ enQuestion, answers }) => [
        enQuestion,
        ...answers,
        "Tea and",
        "tea",
        "Hello",
      ]),
    ];
    for (const question of questions) {
      const member = members.find(({ id }) => id === question.id)!;
      for (const answer of answersFor([...texts, ...(question.choices ?? [])])) {
        const shown = immediateCheck(question, answer);
        if (question.accepted === undefined) {
          expect(shown).toBeNull();
          continue;
        }
        const check = (type.check as (member: unknown, answer: string) => unknown)(member, answer);
        expect(shown, `${type.slug}: "${answer}" for ${question.prompt}`).toStrictEqual(check);
      }
    }
  });
});
