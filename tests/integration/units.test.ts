import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testResults, unitPhrases, unitWords } from "@/db/schema";
import { getPhraseByKey } from "@/lib/services/content/phrases";
import { listResults } from "@/lib/services/learning/results";
import {
  deleteUnit,
  getUnitByKey,
  getUnitPhrases,
  getUnitWords,
  listUnits,
  listUnitSummaries,
} from "@/lib/services/content/units";
import { getWordByKey } from "@/lib/services/content/words";
import { expectAppError, expectRefusedUnchanged, expectValidationError } from "../support/app-error";
import { makeFilledUnit, makePhrase, makeUnit, makeWord } from "../support/factories";
import { adminPrincipal, registerLearner } from "../support/principals";
import { expectReadBack } from "../support/read-back";
import { createUnit, submitResult, updateUnit } from "../support/services";

async function membershipRows(): Promise<{ words: number; phrases: number }> {
  const db = await getDb();
  const [[words], [phrases]] = await Promise.all([
    db.select({ total: count() }).from(unitWords),
    db.select({ total: count() }).from(unitPhrases),
  ]);
  return { words: words!.total, phrases: phrases!.total };
}

describe("units", () => {
  it("lists every unit, oldest first, with its word and phrase ids", async () => {
    const { unit: filled, words } = await makeFilledUnit({ words: 2, phrases: 1 });
    const sharing = await makeUnit({ words: [words[1]!.id] });

    const units = await listUnits();

    expect(units.slice(-2)).toStrictEqual([filled, sharing]);
    expect(units.map((unit) => unit.id)).toStrictEqual(units.map((unit) => unit.id).sort((a, b) => a - b));
    expect(await listUnitSummaries()).toStrictEqual(units.map(({ id, name, url }) => ({ id, name, url })));
  });

  it("creates a unit keeping the order of its words and phrases", async () => {
    const words = await Promise.all([makeWord(), makeWord(), makeWord()]);
    const phrases = await Promise.all([makePhrase(), makePhrase()]);
    const [wordIds, phraseIds] = [words.map((word) => word.id), phrases.map((phrase) => phrase.id)];

    const unit = await createUnit({ name: " Mixed ", url: "mixed", words: wordIds, phrases: phraseIds });

    expect(unit).toStrictEqual({
      id: expect.any(Number),
      name: "Mixed",
      url: "mixed",
      words: wordIds,
      phrases: phraseIds,
    });
    await expectReadBack(unit, { byKey: getUnitByKey, list: listUnits });
    expect(await getUnitWords({ key: "mixed" })).toStrictEqual(words);
  });

  it("gives learners the unit's phrases without the accepted answers", async () => {
    const { unit, phrases } = await makeFilledUnit({ words: 0, phrases: 2 });

    expect(await getUnitPhrases({ key: unit.url })).toStrictEqual(
      phrases.map(({ id, url, enQuestion, ru }) => ({ id, url, enQuestion, ru })),
    );
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
    const [taken, other] = await Promise.all([makeUnit(), makeUnit()]);
    await expectRefusedUnchanged(listUnits, () => createUnit({ name: "Again", url: taken.url }), {
      url: "A unit with this URL already exists",
    });

    const unit = await createUnit({ name: "Spare", url: "spare" });
    await expectRefusedUnchanged(
      () => getUnitByKey({ key: "spare" }),
      () => updateUnit({ ...unit, url: other.url }),
      { url: "A unit with this URL already exists" },
    );
    expect(await getUnitByKey({ key: "spare" })).toStrictEqual(unit);
  });

  it("leaves no unit and no membership behind when a word does not exist", async () => {
    const [word, phrase] = await Promise.all([makeWord(), makePhrase()]);

    await expectRefusedUnchanged(
      async () => ({ units: await listUnits(), rows: await membershipRows() }),
      () => createUnit({ name: "Broken", url: "broken", words: [word.id, 999_999], phrases: [phrase.id] }),
      { words: "Some of the selected words do not exist" },
    );

    await expectAppError(getUnitByKey({ key: "broken" }), 404, "Unit was not found");
  });

  it("leaves the unit unchanged when an update names a phrase that does not exist", async () => {
    const { unit } = await makeFilledUnit({ words: 3, phrases: 2 });

    await expectRefusedUnchanged(
      () => getUnitByKey({ key: unit.url }),
      () =>
        updateUnit({
          ...unit,
          name: "Renamed",
          words: unit.words.slice(0, 2),
          phrases: [unit.phrases[0], 999_999],
        }),
      { phrases: "Some of the selected phrases do not exist" },
    );
    expect(await getUnitByKey({ key: unit.url })).toStrictEqual(unit);
  });

  it("rejects an id listed twice", async () => {
    const word = await makeWord();

    await expectValidationError(createUnit({ name: "Twice", url: "twice", words: [word.id, word.id] }), {
      words: "Words may not contain an item twice",
    });
  });

  it("replaces name, url and membership on update", async () => {
    const unit = await createUnit({
      name: "Draft",
      url: "draft",
      words: (await Promise.all([makeWord(), makeWord()])).map((word) => word.id),
    });
    const [word, phrase] = await Promise.all([makeWord(), makePhrase()]);

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
    const { unit: home, words, phrases } = await makeFilledUnit({ words: 2, phrases: 1 });
    const [wordIds, phraseIds] = [home.words, home.phrases];
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
    expect(await Promise.all(wordIds.map((id) => getWordByKey({ key: String(id) })))).toStrictEqual(words);
    expect(await getPhraseByKey({ key: String(phraseIds[0]) })).toStrictEqual(phrases[0]);
    expect(await getUnitByKey({ key: home.url })).toStrictEqual(home);
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
