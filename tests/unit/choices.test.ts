import { describe, expect, it } from "vitest";
import { normalizeAnswer } from "@/lib/domain/answers";
import { answerChoices, CHOICE_COUNT, choicesShort } from "@/lib/domain/choices";

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const UNIT = ["кошка", "собака", "лошадь", "корова", "овца", "коза"];

describe("answerChoices", () => {
  it("offers the answer and three others of the unit, each once", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const choices = answerChoices("кошка", UNIT, ["мышь"], seeded(seed));

      expect(choices).toHaveLength(CHOICE_COUNT);
      expect(choices).toContain("кошка");
      expect(new Set(choices).size).toBe(CHOICE_COUNT);
      for (const choice of choices) expect(UNIT).toContain(choice);
    }
  });

  it("draws the others at random and puts the answer anywhere", () => {
    const positions = new Set<number>();
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 200; seed += 1) {
      const choices = answerChoices("кошка", UNIT, [], seeded(seed));
      positions.add(choices.indexOf("кошка"));
      for (const choice of choices) drawn.add(choice);
    }

    expect([...positions].sort()).toStrictEqual([0, 1, 2, 3]);
    expect([...drawn].sort()).toStrictEqual([...UNIT].sort());
  });

  it("is the same for the same random source", () => {
    expect(answerChoices("кошка", UNIT, [], seeded(7))).toStrictEqual(
      answerChoices("кошка", UNIT, [], seeded(7)),
    );
  });

  it("borrows from the nearby units only what the unit lacks", () => {
    const choices = answerChoices("кошка", ["кошка", "собака"], ["мышь", "крыса", "хомяк"], seeded(3));

    expect(choices).toHaveLength(CHOICE_COUNT);
    expect(choices).toEqual(expect.arrayContaining(["кошка", "собака"]));
    expect(choices.filter((choice) => ["мышь", "крыса", "хомяк"].includes(choice))).toHaveLength(2);
  });

  it("never offers a wrong choice that reads like the answer or like another choice", () => {
    const choices = answerChoices(
      "Кошка",
      ["кошка ", "КОШКА", "собака", "Собака."],
      ["кошка", "собака"],
      seeded(5),
    );

    expect(choices).toHaveLength(2);
    expect(choices).toContain("Кошка");
    expect(choices.map(normalizeAnswer).sort()).toStrictEqual(["кошка", "собака"]);
  });

  it("offers fewer choices when there is too little to draw on, and just the answer when nothing", () => {
    expect(answerChoices("кошка", ["кошка"], [], seeded(1))).toStrictEqual(["кошка"]);
    expect(answerChoices("кошка", ["кошка", "собака"], [], seeded(1)).sort()).toStrictEqual([
      "кошка",
      "собака",
    ]);
  });
});

describe("choicesShort", () => {
  it("counts the distinct texts a unit lacks for four choices", () => {
    expect(choicesShort([])).toBe(4);
    expect(choicesShort(["кошка"])).toBe(3);
    expect(choicesShort(["кошка", "Кошка", "собака"])).toBe(2);
    expect(choicesShort(["a", "b", "c", "d"])).toBe(0);
    expect(choicesShort(UNIT)).toBe(0);
  });
});
