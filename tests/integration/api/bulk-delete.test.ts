// Deleting many words or phrases at once and undoing it: POST
// {words,phrases}/bulk-delete and {words,phrases}/undo, on the
// database the suite runs on.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs } from "@/db/schema";
import type { WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import type { BulkDeleted } from "@/lib/validation/bulk";
import { call, demoTokens, errorBody, registerLearner, validationBody } from "../../support/api";
import { readUnit, undoAs } from "../../support/content-calls";
import { makePhrase, makeUnit, makeWord, typedAnswers } from "../../support/factories";

const tokens = demoTokens("admin", "editor");

async function wordsNamed(ids: number[]): Promise<WordDto[]> {
  return (await call<WordDto[]>("GET", "/words")).body.filter((word) => ids.includes(word.id));
}

async function reviewRows(wordIds: number[]) {
  const db = await getDb();
  const cards = await db
    .select()
    .from(reviewCards)
    .where(inArray(reviewCards.wordId, wordIds))
    .orderBy(reviewCards.id);
  const logs = await db
    .select()
    .from(reviewLogs)
    .where(inArray(reviewLogs.wordId, wordIds))
    .orderBy(reviewLogs.id);
  return { cards, logs };
}

const bulkDelete = (resource: string, ids: unknown, token = tokens.admin) =>
  call<BulkDeleted>("POST", `/${resource}/bulk-delete`, { token, body: { ids } });
const undo = (resource: string, undoToken: string, token = tokens.admin) =>
  undoAs(resource, undoToken, token);

describe("bulk delete of words, and undo", () => {
  it("deletes the words with their memberships and review history, keeps results, and undo restores all of it", async () => {
    const [a, p, l, s] = await Promise.all([makeWord(), makeWord(), makeWord(), makeWord()]);
    const unit = await makeUnit({ words: [p.id, s.id, a.id, l.id] });
    const learner = await registerLearner();
    const submitted = await call<TestResultDto>("POST", "/results/words-writing", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: 1, answers: typedAnswers([a, a.en], [p, "wrong"]) },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const history = await reviewRows([a.id, p.id]);
    expect(history.cards).toHaveLength(2);
    expect(history.logs).toHaveLength(2);

    const deleted = await bulkDelete("words", [a.id, p.id, l.id, l.id, 2_000_000_000]);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.deleted).toBe(3);
    expect(Date.parse(deleted.body.undoUntil)).toBeGreaterThan(Date.now());
    expect(await wordsNamed([a.id, p.id, l.id])).toStrictEqual([]);
    expect((await readUnit(unit.url)).words).toStrictEqual([s.id]);
    expect(await reviewRows([a.id, p.id])).toStrictEqual({ cards: [], logs: [] });
    const results = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learner.token,
    });
    expect(results.body.map((result) => result.id)).toStrictEqual([submitted.body.id]);

    const restored = await undo("words", deleted.body.undoToken);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toStrictEqual({ restored: 3 });
    expect(await wordsNamed([a.id, p.id, l.id])).toStrictEqual(
      expect.arrayContaining([a, p, l].map((word) => expect.objectContaining(word))),
    );
    expect((await readUnit(unit.url)).words).toStrictEqual([p.id, s.id, a.id, l.id]);
    expect(await reviewRows([a.id, p.id])).toStrictEqual(history);

    // Once: the token is spent.
    expect((await undo("words", deleted.body.undoToken)).body).toStrictEqual(
      errorBody(404, "There is nothing to undo: it was undone already or its time has run out"),
    );
  });

  it("is undone only by the user who deleted, and only through the same resource", async () => {
    const word = await makeWord();
    const deleted = await bulkDelete("words", [word.id], tokens.editor);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await undo("words", deleted.body.undoToken, tokens.admin)).status).toBe(404);
    expect((await undo("phrases", deleted.body.undoToken, tokens.editor)).status).toBe(404);
    expect((await undo("words", deleted.body.undoToken, tokens.editor)).status).toBe(200);
    expect(await wordsNamed([word.id])).toHaveLength(1);
  });

  it("refuses an undo while another word has taken the url, and allows it once the url is free", async () => {
    const word = await makeWord();
    const deleted = await bulkDelete("words", [word.id]);
    const usurper = await makeWord({ url: word.url, en: "usurper" });
    const refused = await undo("words", deleted.body.undoToken);
    expect(refused.body).toStrictEqual(
      errorBody(409, "A word with the same url was added since: rename or delete it, then undo again"),
    );
    expect(await wordsNamed([word.id])).toStrictEqual([]);
    expect((await call("DELETE", `/words/${usurper.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await undo("words", deleted.body.undoToken)).status).toBe(200);
    expect(await wordsNamed([word.id])).toStrictEqual([word]);
  });

  it("leaves out the memberships of a unit deleted meanwhile", async () => {
    const word = await makeWord();
    const unit = await makeUnit({ words: [word.id] });
    const deleted = await bulkDelete("words", [word.id]);
    expect((await call("DELETE", `/units/${unit.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await undo("words", deleted.body.undoToken)).status).toBe(200);
    expect(await wordsNamed([word.id])).toStrictEqual([word]);
    const db = await getDb();
    expect(await db.select().from(reviewCards).where(eq(reviewCards.wordId, word.id))).toStrictEqual([]);
  });

  it("answers the contract's errors for bad input and for callers without the right", async () => {
    expect((await bulkDelete("words", [])).body).toStrictEqual(
      validationBody({ ids: "Choose at least one record" }),
    );
    expect((await bulkDelete("words", ["x"])).status).toBe(422);
    expect((await bulkDelete("words", [2_000_000_001])).body).toStrictEqual(
      errorBody(404, "None of these words exists"),
    );
    expect((await undo("words", "")).body).toStrictEqual(validationBody({ token: "token is required" }));
    const learner = await registerLearner();
    expect((await bulkDelete("words", [1], learner.token)).status).toBe(403);
    expect((await undo("words", "anything", learner.token)).status).toBe(403);
    expect((await call("POST", "/words/bulk-delete", { body: { ids: [1] } })).status).toBe(401);
  });
});

describe("bulk delete of phrases, and undo", () => {
  it("restores the phrases and their places in units", async () => {
    const [phrase, other] = await Promise.all([makePhrase(), makePhrase()]);
    const unit = await makeUnit({ phrases: [phrase.id, other.id] });
    const deleted = await bulkDelete("phrases", [phrase.id]);
    expect(deleted.body.deleted).toBe(1);
    expect((await readUnit(unit.url)).phrases).toStrictEqual([other.id]);
    expect((await undo("phrases", deleted.body.undoToken)).body).toStrictEqual({ restored: 1 });
    expect((await readUnit(unit.url)).phrases).toStrictEqual([phrase.id, other.id]);
  });
});
