import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testResults, unitPhrases, unitWords } from "@/db/schema";
import { getPhraseByKey } from "@/lib/services/phrases";
import { listResults } from "@/lib/services/results";
import {
  deleteUnit,
  getUnitByKey,
  getUnitPhrases,
  getUnitWords,
  listUnits,
  listUnitSummaries,
} from "@/lib/services/units";
import { getWordByKey } from "@/lib/services/words";
import { expectAppError, expectValidationError } from "../support/app-error";
import { adminPrincipal, registerLearner } from "../support/principals";
import { createPhrase, createUnit, createWord, submitResult, updateUnit } from "../support/services";

async function membershipRows(): Promise<{ words: number; phrases: number }> {
  const db = await getDb();
  const [[words], [phrases]] = await Promise.all([
    db.select({ total: count() }).from(unitWords),
    db.select({ total: count() }).from(unitPhrases),
  ]);
  return { words: words!.total, phrases: phrases!.total };
}

async function ids(kind: "word" | "phrase", ...urls: string[]): Promise<number[]> {
  const read = kind === "word" ? getWordByKey : getPhraseByKey;
  return Promise.all(urls.map(async (url) => (await read({ key: url })).id));
}

describe("units", () => {
  it("lists the seeded units with their word and phrase ids", async () => {
    const units = await listUnits();

    expect(units.map(({ name, url }) => ({ name, url }))).toStrictEqual([
      { name: "Food and Drink", url: "food-and-drink" },
      { name: "Travel", url: "travel" },
      { name: "At Home", url: "at-home" },
      { name: "Work and Study", url: "work-and-study" },
      { name: "Weather and Nature", url: "weather-and-nature" },
    ]);
    for (const unit of units) {
      expect(unit.words).toHaveLength(12);
      expect(unit.phrases).toHaveLength(6);
    }
    expect(await listUnitSummaries()).toStrictEqual(units.map(({ id, name, url }) => ({ id, name, url })));
  });

  it("creates a unit keeping the order of its words and phrases", async () => {
    const wordIds = await ids("word", "water", "apple", "passport");
    const phraseIds = await ids("phrase", "no-meat", "glass-of-water");

    const unit = await createUnit({ name: " Mixed ", url: "mixed", words: wordIds, phrases: phraseIds });

    expect(unit).toStrictEqual({
      id: expect.any(Number),
      name: "Mixed",
      url: "mixed",
      words: wordIds,
      phrases: phraseIds,
    });
    expect(await getUnitByKey({ key: String(unit.id) })).toStrictEqual(unit);
    expect(await getUnitByKey({ key: "mixed" })).toStrictEqual(unit);
    const words = await getUnitWords({ key: "mixed" });
    expect(words.map((word) => word.url)).toStrictEqual(["water", "apple", "passport"]);
    expect(words[1]).toStrictEqual({
      id: wordIds[1],
      url: "apple",
      en: "apple",
      ru: "яблоко",
      transcription: "/ˈæpl/",
    });
  });

  it("gives learners the unit's phrases without the accepted answers", async () => {
    const phrases = await getUnitPhrases({ key: "food-and-drink" });

    expect(phrases).toHaveLength(6);
    expect(phrases[0]).toStrictEqual({
      id: expect.any(Number),
      url: "glass-of-water",
      enQuestion: "Can I have a glass of water",
      ru: "Можно мне стакан воды?",
    });
  });

  it("creates an empty unit when no lists are sent", async () => {
    const unit = await createUnit({ name: "Empty", url: "empty" });

    expect(unit).toStrictEqual({
      id: expect.any(Number),
      name: "Empty",
      url: "empty",
      words: [],
      phrases: [],
    });
    expect(await getUnitWords({ key: "empty" })).toStrictEqual([]);
  });

  it("answers a duplicate url with 422 on url, on create and on update", async () => {
    const before = await listUnits();
    await expectValidationError(createUnit({ name: "Again", url: "travel" }), {
      url: "A unit with this URL already exists",
    });
    expect(await listUnits()).toStrictEqual(before);

    const unit = await createUnit({ name: "Spare", url: "spare" });
    await expectValidationError(updateUnit({ ...unit, url: "at-home" }), {
      url: "A unit with this URL already exists",
    });
    expect(await getUnitByKey({ key: "spare" })).toStrictEqual(unit);
  });

  it("leaves no unit and no membership behind when a word does not exist", async () => {
    const before = { units: await listUnits(), rows: await membershipRows() };
    const [apple] = await ids("word", "apple");
    const [phrase] = await ids("phrase", "no-meat");

    await expectValidationError(
      createUnit({ name: "Broken", url: "broken", words: [apple, 999_999], phrases: [phrase] }),
      { words: "Some of the selected words do not exist" },
    );

    expect(await listUnits()).toStrictEqual(before.units);
    expect(await membershipRows()).toStrictEqual(before.rows);
    await expectAppError(getUnitByKey({ key: "broken" }), 404, "Unit was not found");
  });

  it("leaves the unit unchanged when an update names a phrase that does not exist", async () => {
    const unit = await getUnitByKey({ key: "travel" });

    await expectValidationError(
      updateUnit({
        ...unit,
        name: "Renamed",
        words: unit.words.slice(0, 2),
        phrases: [unit.phrases[0], 999_999],
      }),
      { phrases: "Some of the selected phrases do not exist" },
    );

    expect(await getUnitByKey({ key: "travel" })).toStrictEqual(unit);
  });

  it("rejects an id listed twice", async () => {
    const [apple] = await ids("word", "apple");

    await expectValidationError(createUnit({ name: "Twice", url: "twice", words: [apple, apple] }), {
      words: "Words may not contain an item twice",
    });
  });

  it("replaces name, url and membership on update", async () => {
    const unit = await createUnit({
      name: "Draft",
      url: "draft",
      words: await ids("word", "apple", "bread"),
    });
    const word = await createWord({ url: "pencil", en: "pencil", ru: "карандаш", transcription: "/ˈpensl/" });
    const phrase = await createPhrase({ url: "hi", enQuestion: "Hi", ru: "Привет!", answers: ["Hi!"] });

    const saved = await updateUnit({
      id: unit.id,
      name: "Final",
      url: "final",
      words: [word.id],
      phrases: [phrase.id],
    });

    expect(saved).toStrictEqual({
      id: unit.id,
      name: "Final",
      url: "final",
      words: [word.id],
      phrases: [phrase.id],
    });
    expect(await getUnitByKey({ key: "final" })).toStrictEqual(saved);
    await expectAppError(getUnitByKey({ key: "draft" }), 404);
  });

  it("needs an id to update and answers 404 for an unknown one", async () => {
    await expectValidationError(updateUnit({ name: "No id", url: "no-id" }), {
      id: "Id is required to update a unit",
    });
    await expectAppError(updateUnit({ id: 999_999, name: "Ghost", url: "ghost" }), 404, "Unit was not found");
    await expectAppError(getUnitByKey({ key: "ghost" }), 404);
  });

  it("deletes a unit with its test results but keeps its words and phrases", async () => {
    const wordIds = await ids("word", "apple", "bread");
    const phraseIds = await ids("phrase", "no-meat");
    const unit = await createUnit({ name: "Doomed", url: "doomed", words: wordIds, phrases: phraseIds });
    const { principal } = await registerLearner();
    const submission = { unitId: unit.id, createdTs: Date.now(), answers: [] };
    await submitResult({ principal, testType: "words-writing", input: submission });
    await submitResult({ principal, testType: "phrases", input: submission });
    const db = await getDb();
    const resultsOf = async () =>
      (await db.select({ total: count() }).from(testResults).where(eq(testResults.unitId, unit.id)))[0]!
        .total;
    expect(await resultsOf()).toBe(2);

    await deleteUnit({ key: String(unit.id), principal: await adminPrincipal() });

    expect(await resultsOf()).toBe(0);
    expect(await listResults({ principal, testType: "words-writing", unitId: unit.id })).toStrictEqual([]);
    await expectAppError(getUnitByKey({ key: "doomed" }), 404);
    expect(
      (await Promise.all(wordIds.map((id) => getWordByKey({ key: String(id) })))).map((w) => w.url),
    ).toStrictEqual(["apple", "bread"]);
    expect((await getPhraseByKey({ key: String(phraseIds[0]) })).url).toBe("no-meat");
    expect((await getUnitByKey({ key: "food-and-drink" })).words).toEqual(expect.arrayContaining(wordIds));
    await expectAppError(
      deleteUnit({ key: String(unit.id), principal: await adminPrincipal() }),
      404,
      "Unit was not found",
    );
  });

  it("deletes by url and answers 404 for unknown keys", async () => {
    await createUnit({ name: "Short-lived", url: "short-lived" });

    await deleteUnit({ key: "short-lived", principal: await adminPrincipal() });

    await expectAppError(getUnitByKey({ key: "short-lived" }), 404);
    await expectAppError(getUnitWords({ key: "no-such-unit" }), 404);
    await expectAppError(getUnitPhrases({ key: "999999" }), 404);
  });
});
