// Adding many words or phrases to a unit and removing them, and undoing
// that: POST {words,phrases}/add-to-unit, /remove-from-unit and /undo, on the
// database the suite runs on.
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { phrases, words } from "@/db/schema";
import type { UnitDto } from "@/lib/types/content";
import type { MembershipChanged } from "@/lib/validation/bulk";
import { call, demoTokens, errorBody, registerLearner, validationBody } from "../../support/api";
import { readUnit, undoAs } from "../../support/content-calls";
import { makePhrase, makeUnit, makeWord, uniqueUrl } from "../../support/factories";

const tokens = demoTokens("admin", "editor");

const change = (
  resource: string,
  action: "add-to-unit" | "remove-from-unit",
  body: unknown,
  token = tokens.admin,
) => call<MembershipChanged>("POST", `/${resource}/${action}`, { token, body });
const undo = (resource: string, undoToken: string, token = tokens.admin) =>
  undoAs(resource, undoToken, token);

describe("adding words to a unit, and undo", () => {
  it("appends the new ones in the order given, passes over members, and undo takes only those out", async () => {
    const [a, b, c, d] = await Promise.all([makeWord(), makeWord(), makeWord(), makeWord()]);
    const unit = await makeUnit({ words: [a.id, b.id] });
    const added = await change("words", "add-to-unit", { ids: [d.id, b.id, c.id, d.id], unit: unit.url });
    expect(added.status, added.text).toBe(200);
    expect(added.body.changed).toBe(2);
    expect((await readUnit(unit.url)).words).toStrictEqual([a.id, b.id, d.id, c.id]);

    // The unit by id works as well as by url; an editor may do it (seeded rule).
    const again = await change("words", "add-to-unit", { ids: [a.id], unit: unit.id }, tokens.editor);
    expect(again.body.changed).toBe(0);

    expect((await undo("words", added.body.undoToken)).body).toStrictEqual({ restored: 2 });
    expect((await readUnit(unit.url)).words).toStrictEqual([a.id, b.id]);
    // Once only.
    expect((await undo("words", added.body.undoToken)).body).toStrictEqual(
      errorBody(404, "There is nothing to undo: it was undone already or its time has run out"),
    );
  });
});

describe("removing words from a unit, and undo", () => {
  it("removes the members named, and undo puts them back in their places", async () => {
    const [a, b, c, outsider] = await Promise.all([makeWord(), makeWord(), makeWord(), makeWord()]);
    const unit = await makeUnit({ words: [a.id, b.id, c.id] });
    const removed = await change("words", "remove-from-unit", {
      ids: [c.id, a.id, outsider.id],
      unit: unit.url,
    });
    expect(removed.body.changed).toBe(2);
    expect((await readUnit(unit.url)).words).toStrictEqual([b.id]);

    expect((await undo("words", removed.body.undoToken)).body).toStrictEqual({ restored: 2 });
    expect((await readUnit(unit.url)).words).toStrictEqual([a.id, b.id, c.id]);
  });

  it("undo leaves out a word deleted meanwhile and one put back by hand, and keeps a unit deleted meanwhile gone", async () => {
    const [a, b, c] = await Promise.all([makeWord(), makeWord(), makeWord()]);
    const unit = await makeUnit({ words: [a.id, b.id, c.id] });
    const removed = await change("words", "remove-from-unit", { ids: [a.id, b.id], unit: unit.url });
    expect((await call("DELETE", `/words/${a.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await change("words", "add-to-unit", { ids: [b.id], unit: unit.url })).body.changed).toBe(1);
    expect((await undo("words", removed.body.undoToken)).status).toBe(200);
    // b stays where it was put back by hand (the end); a is gone for good.
    expect((await readUnit(unit.url)).words).toStrictEqual([c.id, b.id]);

    const other = await makeUnit({ words: [c.id] });
    const emptied = await change("words", "remove-from-unit", { ids: [c.id], unit: other.url });
    expect((await call("DELETE", `/units/${other.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await undo("words", emptied.body.undoToken)).status).toBe(200);
    expect((await call("GET", `/units/${other.url}`)).status).toBe(404);
  });
});

describe("phrases join and leave units the same way", () => {
  it("adds, removes and undoes", async () => {
    const phrase = await makePhrase();
    const unit = await makeUnit();
    const added = await change("phrases", "add-to-unit", { ids: [phrase.id], unit: unit.url }, tokens.editor);
    expect(added.body.changed).toBe(1);
    expect((await readUnit(unit.url)).phrases).toStrictEqual([phrase.id]);
    const removed = await change(
      "phrases",
      "remove-from-unit",
      { ids: [phrase.id], unit: unit.url },
      tokens.editor,
    );
    expect((await readUnit(unit.url)).phrases).toStrictEqual([]);
    // Undo is the caller's own: the admin cannot undo the editor's change.
    expect((await undo("phrases", removed.body.undoToken)).status).toBe(404);
    expect((await undo("phrases", removed.body.undoToken, tokens.editor)).body).toStrictEqual({
      restored: 1,
    });
    expect((await readUnit(unit.url)).phrases).toStrictEqual([phrase.id]);
    // A token of a phrases change undoes nothing of words.
    expect((await undo("words", added.body.undoToken, tokens.editor)).status).toBe(404);
  });
});

// A unit near its limit needs a thousand records: made in one statement each,
// as made one by one through the service they would take most of the run.
async function manyWords(count: number): Promise<number[]> {
  const db = await getDb();
  const rows = Array.from({ length: count }, () => {
    const url = uniqueUrl("filler-word");
    return { url, en: url.replaceAll("-", ""), ru: "слово", transcription: "/wɜːd/" };
  });
  return (await db.insert(words).values(rows).returning({ id: words.id })).map((row) => row.id);
}

async function manyPhrases(count: number): Promise<number[]> {
  const db = await getDb();
  const rows = Array.from({ length: count }, () => ({
    url: uniqueUrl("filler-phrase"),
    enQuestion: "How are you",
    ru: "Как дела?",
    answers: ["How are you?"],
  }));
  return (await db.insert(phrases).values(rows).returning({ id: phrases.id })).map((row) => row.id);
}

const overfull = (unit: UnitDto, count: string, resource: string) =>
  validationBody({ unit: `Unit "${unit.name}" would hold ${count} ${resource}; a unit holds at most 1,000` });

describe("a unit holds at most 1,000 words and 1,000 phrases", () => {
  it("refuses an add past 1,000 words and writes nothing, takes one up to exactly 1,000, and the unit still saves", async () => {
    const ids = await manyWords(1_001);
    const unit = await makeUnit({ words: ids.slice(0, 999) });
    // ids[998] is a member already: only the two others would join.
    const refused = await change("words", "add-to-unit", { ids: ids.slice(998), unit: unit.url });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toStrictEqual(overfull(unit, "1,001", "words"));
    expect((await readUnit(unit.url)).words).toStrictEqual(ids.slice(0, 999));

    const filled = await change("words", "add-to-unit", { ids: [ids[0], ids[999]], unit: unit.id });
    expect(filled.status, filled.text).toBe(200);
    expect(filled.body.changed).toBe(1);
    const full = await readUnit(unit.url);
    expect(full.words).toStrictEqual(ids.slice(0, 1_000));
    const saved = await call("PUT", "/units", { token: tokens.admin, body: full });
    expect(saved.status, saved.text).toBe(200);

    const oneMore = await change(
      "words",
      "add-to-unit",
      { ids: [ids[1_000]], unit: unit.url },
      tokens.editor,
    );
    expect(oneMore.body).toStrictEqual(overfull(unit, "1,001", "words"));
    expect((await readUnit(unit.url)).words).toStrictEqual(ids.slice(0, 1_000));
  });

  it("counts phrases against their own limit", async () => {
    const ids = await manyPhrases(1_001);
    const unit = await makeUnit({ phrases: ids.slice(0, 1_000) });
    const refused = await change("phrases", "add-to-unit", { ids: [ids[1_000]], unit: unit.url });
    expect(refused.body).toStrictEqual(overfull(unit, "1,001", "phrases"));
    expect((await readUnit(unit.url)).phrases).toStrictEqual(ids.slice(0, 1_000));
    // A full unit of phrases still takes words.
    const word = await makeWord();
    expect((await change("words", "add-to-unit", { ids: [word.id], unit: unit.url })).status).toBe(200);
  });

  it("lets racing adds together fill a unit only up to its limit", async () => {
    const ids = await manyWords(1_002);
    const unit = await makeUnit({ words: ids.slice(0, 996) });
    const racing = await Promise.all(
      [0, 1, 2].map((index) =>
        change("words", "add-to-unit", {
          ids: ids.slice(996 + index * 2, 998 + index * 2),
          unit: unit.url,
        }),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toStrictEqual([200, 200, 422]);
    expect((await readUnit(unit.url)).words).toHaveLength(1_000);
  });

  it("refuses to undo a removal whose places were taken since, until they are free again", async () => {
    const ids = await manyWords(1_001);
    const unit = await makeUnit({ words: ids.slice(0, 1_000) });
    const removed = await change("words", "remove-from-unit", { ids: [ids[0]], unit: unit.url });
    expect((await change("words", "add-to-unit", { ids: [ids[1_000]], unit: unit.url })).status).toBe(200);

    expect((await undo("words", removed.body.undoToken)).body).toStrictEqual(
      errorBody(
        409,
        `Unit "${unit.name}" would hold 1,001 words; a unit holds at most 1,000: take some out of it, then undo again`,
      ),
    );
    const held = ids.slice(1, 1_001);
    expect((await readUnit(unit.url)).words).toStrictEqual(held);

    await change("words", "remove-from-unit", { ids: [ids[1_000]], unit: unit.url });
    expect((await undo("words", removed.body.undoToken)).body).toStrictEqual({ restored: 1 });
    expect((await readUnit(unit.url)).words).toStrictEqual(ids.slice(0, 1_000));
  });
});

describe("undoing a delete into a unit filled since", () => {
  it("refuses to bring a deleted word back into a full unit, until a place is free again", async () => {
    const ids = await manyWords(1_001);
    const unit = await makeUnit({ words: ids.slice(0, 1_000) });
    const deleted = await call<{ undoToken: string }>("POST", "/words/bulk-delete", {
      token: tokens.admin,
      body: { ids: [ids[0]] },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await change("words", "add-to-unit", { ids: [ids[1_000]], unit: unit.url })).status).toBe(200);

    expect((await undo("words", deleted.body.undoToken)).body).toStrictEqual(
      errorBody(
        409,
        `Unit "${unit.name}" would hold 1,001 words; a unit holds at most 1,000: take some out of it, then undo again`,
      ),
    );
    expect((await readUnit(unit.url)).words).toStrictEqual(ids.slice(1, 1_001));

    await change("words", "remove-from-unit", { ids: [ids[1_000]], unit: unit.url });
    expect((await undo("words", deleted.body.undoToken)).body).toStrictEqual({ restored: 1 });
    expect((await readUnit(unit.url)).words).toStrictEqual(ids.slice(0, 1_000));
  });
});

describe("errors", () => {
  it("answers the contract's errors for bad input and for callers without the right", async () => {
    const unit = await makeUnit();
    expect((await change("words", "add-to-unit", { ids: [], unit: unit.url })).body).toStrictEqual(
      validationBody({ ids: "Choose at least one record" }),
    );
    expect((await change("words", "add-to-unit", { ids: [1] })).body).toStrictEqual(
      validationBody({ unit: "unit must be a unit's id or url" }),
    );
    expect(
      (await change("words", "add-to-unit", { ids: [1], unit: uniqueUrl("nowhere") })).body,
    ).toStrictEqual(errorBody(404, "Unit was not found"));
    expect(
      (await change("words", "remove-from-unit", { ids: [2_000_000_001], unit: unit.url })).body,
    ).toStrictEqual(errorBody(404, "None of these words exists"));
    const learner = await registerLearner();
    expect((await change("words", "add-to-unit", { ids: [1], unit: unit.url }, learner.token)).status).toBe(
      403,
    );
    expect(
      (await call("POST", "/phrases/remove-from-unit", { body: { ids: [1], unit: unit.url } })).status,
    ).toBe(401);
  });
});
