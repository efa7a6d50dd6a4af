// A single DELETE keeps the contract's body and offers its undo in headers:
// POST {units,words,phrases}/undo puts the record back with its id and what
// went with it, on the database the suite runs on.
import { describe, expect, it } from "vitest";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import { call, demoTokens, errorBody, registerLearner } from "../../support/api";
import { undoAs } from "../../support/content-calls";
import { makePhrase, makeUnit, makeWord, uniqueUrl } from "../../support/factories";

const tokens = demoTokens("admin", "editor");

async function deletedWithUndo(path: string, token = tokens.admin): Promise<string> {
  const response = await call("DELETE", path, { token });
  expect(response.status, response.text).toBe(200);
  expect(response.body).toStrictEqual({ deleted: true });
  const until = Date.parse(response.headers.get("undo-until") ?? "");
  expect(until).toBeGreaterThan(Date.now());
  const undoToken = response.headers.get("undo-token");
  expect(undoToken).toMatch(/^[\w-]{20,}$/);
  return undoToken!;
}

const undo = (resource: string, undoToken: string, token = tokens.admin) =>
  undoAs(resource, undoToken, token);

describe("undoing a single delete", () => {
  it("brings a unit back with its id, its words and phrases in order, every learner's results and unfinished tests", async () => {
    const [word, other, phrase] = await Promise.all([makeWord(), makeWord(), makePhrase()]);
    const unit = await makeUnit({ words: [other.id, word.id], phrases: [phrase.id] });
    const learner = await registerLearner();
    const submitted = await call<TestResultDto>("POST", "/results/words-writing", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: 1, answers: [{ questionId: word.id, answer: word.en }] },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const draft = { unitId: unit.id, questionIds: [other.id, word.id], answers: ["x", null], position: 2 };
    const kept = await call("PUT", "/results/words-writing/draft", { token: learner.token, body: draft });
    expect(kept.status, kept.text).toBe(200);
    const resultsBefore = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learner.token,
    });

    const undoToken = await deletedWithUndo(`/units/${unit.id}`, tokens.editor);
    expect((await call("GET", `/units/${unit.url}`)).status).toBe(404);
    // Only its author undoes it, and only through the unit's own call.
    expect((await undo("units", undoToken)).status).toBe(404);
    expect((await undo("words", undoToken, tokens.editor)).status).toBe(404);
    expect((await undo("units", undoToken, tokens.editor)).body).toStrictEqual({ restored: 1 });

    expect((await call<UnitDto>("GET", `/units/${unit.url}`)).body).toStrictEqual(unit);
    const resultsAfter = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learner.token,
    });
    expect(resultsAfter.body).toStrictEqual(resultsBefore.body);
    expect(resultsAfter.body).toHaveLength(1);
    const keptAfter = await call("GET", `/results/words-writing/draft?unit=${unit.id}`, {
      token: learner.token,
    });
    expect(keptAfter.body).toStrictEqual(kept.body);
  });

  it("brings a word back into its units, and a phrase too", async () => {
    const [word, phrase] = await Promise.all([makeWord(), makePhrase()]);
    const unit = await makeUnit({ words: [word.id], phrases: [phrase.id] });
    const wordToken = await deletedWithUndo(`/words/${word.url}`);
    const phraseToken = await deletedWithUndo(`/phrases/${phrase.id}`);
    expect((await call<UnitDto>("GET", `/units/${unit.url}`)).body).toMatchObject({ words: [], phrases: [] });

    expect((await undo("words", wordToken)).body).toStrictEqual({ restored: 1 });
    expect((await undo("phrases", phraseToken)).body).toStrictEqual({ restored: 1 });
    expect((await call<UnitDto>("GET", `/units/${unit.url}`)).body).toStrictEqual(unit);
    const words = (await call<WordDto[]>("GET", "/words")).body;
    expect(words.filter((listed) => listed.id === word.id)).toStrictEqual([word]);
  });

  it("keeps the contract's 404 for a record that is not there", async () => {
    const response = await call("DELETE", "/words/2000000001", { token: tokens.admin });
    expect(response.body).toStrictEqual(errorBody(404, "Word was not found"));
    expect(response.headers.get("undo-token")).toBeNull();
    expect(
      (await call("DELETE", `/units/${uniqueUrl("nowhere")}`, { token: tokens.admin })).body,
    ).toStrictEqual(errorBody(404, "Unit was not found"));
    const learner = await registerLearner();
    expect((await undo("units", "anything", learner.token)).status).toBe(403);
  });
});
