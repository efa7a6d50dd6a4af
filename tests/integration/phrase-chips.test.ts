// A phrase question's wrong chips come from the unit's other phrases, and
// from the units beside it when the unit's own phrases share too few words;
// the runner gets the accepted answers to judge each answer at once, and no
// other field of the phrase.
import { beforeAll, describe, expect, it } from "vitest";
import { currentCatalogue } from "@/lib/services/content/catalogue";
import { nearbyMembersOf } from "@/lib/services/content/unit-members";
import { getUnitPhrases, getUnitTestQuestions } from "@/lib/services/content/units";
import type { UnitDto } from "@/lib/types/content";
import { makePhrase, makeUnit } from "../support/factories";

let lonely: UnitDto;
let beside: UnitDto;

beforeAll(async () => {
  const keys = await makePhrase({
    enQuestion: "Where are my keys",
    ru: "Где мои ключи?",
    answers: ["Where are my keys?", "Where did my keys go?"],
  });
  const umbrella = await makePhrase({
    enQuestion: "Take an umbrella",
    ru: "Возьми зонт.",
    answers: ["Take an umbrella."],
  });
  const london = await makePhrase({
    enQuestion: "We fly to London",
    ru: "Мы летим в Лондон.",
    answers: ["We fly to London."],
  });
  // Made one after another, so the two units are neighbours.
  lonely = await makeUnit({ phrases: [keys.id] });
  beside = await makeUnit({ phrases: [umbrella.id, london.id] });
});

describe("the questions of a phrases test", () => {
  it("borrow wrong chips from the unit beside when the unit has one phrase", async () => {
    const [question] = await getUnitTestQuestions({ key: lonely.url, testType: "phrases" });

    expect(Object.keys(question!).sort()).toStrictEqual(["accepted", "chips", "id", "prompt"]);
    expect(question!.prompt).toBe("Где мои ключи?");
    expect(question!.accepted).toStrictEqual(["Where are my keys?", "Where did my keys go?"]);
    const own = ["where", "are", "my", "keys"];
    expect(question!.chips).toEqual(expect.arrayContaining(own));
    const wrong = question!.chips!.filter((chip) => !own.includes(chip));
    expect(wrong).toHaveLength(2);
    // The units on either side (the seeded one before it, the one made after it) lend them.
    const lent = (await nearbyMembersOf("phrases", lonely.id, await currentCatalogue(), 4)).flatMap(
      ({ enQuestion }) => enQuestion.toLowerCase().split(" "),
    );
    expect(lent).toEqual(expect.arrayContaining(["take", "an", "umbrella"]));
    for (const chip of wrong) expect(lent).toContain(chip.toLowerCase());
  });

  it("keep a proper noun's capital and lower the first word's", async () => {
    const questions = await getUnitTestQuestions({ key: beside.url, testType: "phrases" });
    const london = questions.find(({ prompt }) => prompt === "Мы летим в Лондон.")!;

    expect(london.chips).toEqual(expect.arrayContaining(["we", "fly", "to", "London"]));
    expect(london.chips).not.toContain("We");
  });

  it("leave the learners' REST list of a unit's phrases without the accepted answers", async () => {
    const [phrase] = await getUnitPhrases({ key: lonely.url });

    expect(Object.keys(phrase!).sort()).toStrictEqual(["enQuestion", "id", "ru", "url"]);
  });
});
