// A recognition question's wrong choices come from its unit, and from the
// units beside it (in id order, nearest first) when the unit has fewer than
// four words; read from the cached catalogue or, without it, the database.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { currentCatalogue } from "@/lib/services/content/catalogue";
import { nearbyMembersOf } from "@/lib/services/content/unit-members";
import { getUnitTestQuestions } from "@/lib/services/content/units";
import type { UnitDto } from "@/lib/types/content";
import { makeUnit, makeWord } from "../support/factories";

const units: Record<"before" | "small" | "after" | "full" | "far", UnitDto> = {} as never;
const RU = {
  before: ["кошка", "собака"],
  small: ["зонт"],
  after: ["лошадь", "корова", "овца", "коза"],
  full: ["стол", "стул", "окно", "дверь", "пол"],
  far: ["мышь"],
};

async function unitOf(name: keyof typeof RU): Promise<UnitDto> {
  const words = [];
  for (const ru of RU[name]) words.push(await makeWord({ ru }));
  return makeUnit({ words: words.map(({ id }) => id) });
}

beforeAll(async () => {
  // Made one after another, so their ids follow this order.
  for (const name of ["far", "before", "small", "after", "full"] as const) units[name] = await unitOf(name);
});

afterEach(() => {
  delete process.env.UNCACHED;
  resetEnvCache();
});

const questionsOf = (unit: UnitDto) => getUnitTestQuestions({ key: unit.url, testType: "recognition" });

describe.for([
  ["the cached catalogue", undefined],
  ["the database", "catalogue"],
] as const)("recognition choices read from %s", ([, uncached]) => {
  const read = () => {
    if (uncached) process.env.UNCACHED = uncached;
    resetEnvCache();
  };

  it("come from the unit alone when it has four words or more", async () => {
    read();
    const questions = await questionsOf(units.full);

    expect(questions).toHaveLength(RU.full.length);
    for (const question of questions) {
      expect(question.choices).toHaveLength(4);
      expect(question.choices).toContain(question.accepted);
      for (const choice of question.choices!) expect(RU.full).toContain(choice);
    }
  });

  it("borrow from the nearest units on either side when the unit has too few", async () => {
    read();
    const [question] = await questionsOf(units.small);

    expect(question?.accepted).toBe("зонт");
    expect(question?.choices).toHaveLength(4);
    expect(question?.choices).toContain("зонт");
    // The two neighbours' 2 + 4 words cover the 6 wanted: the units beyond them are not reached.
    for (const choice of question!.choices!.filter((text) => text !== "зонт"))
      expect([...RU.before, ...RU.after]).toContain(choice);
  });

  it("are drawn from the neighbouring units, nearest first, the one before ahead, until enough", async () => {
    read();
    const catalogue = await currentCatalogue();
    const ruOf = async (unit: UnitDto, wanted: number) =>
      (await nearbyMembersOf("words", unit.id, catalogue, wanted)).map(({ ru }) => ru);

    expect(catalogue === null).toBe(uncached !== undefined);
    expect(await ruOf(units.small, 6)).toStrictEqual([...RU.before, ...RU.after]);
    expect(await ruOf(units.small, 7)).toStrictEqual([...RU.before, ...RU.after, ...RU.far]);
    expect(await ruOf(units.small, 8)).toStrictEqual([...RU.before, ...RU.after, ...RU.far, ...RU.full]);
    // At most the number wanted from each unit, so a read stays small beside large units.
    expect(await ruOf(units.small, 1)).toStrictEqual(RU.before.slice(0, 1));
    expect(await ruOf(units.small, 3)).toStrictEqual([...RU.before, ...RU.after.slice(0, 3)]);
    expect(await ruOf(units.small, 0)).toStrictEqual([]);
  });
});
