// A single DELETE keeps the contract's body and offers its undo in headers:
// POST {units,words,phrases}/undo puts the record back with its id and what
// went with it, on the database the suite runs on.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import { call, errorBody, logIn, registerLearner, type Saved } from "../../support/api";

let admin: string;
let editor: string;
const tag = randomBytes(3).toString("hex");

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await call<Saved<T>>("POST", path, { token: admin, body });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

async function deletedWithUndo(path: string, token = admin): Promise<string> {
  const response = await call("DELETE", path, { token });
  expect(response.status, response.text).toBe(200);
  expect(response.body).toStrictEqual({ deleted: true });
  const until = Date.parse(response.headers.get("undo-until") ?? "");
  expect(until).toBeGreaterThan(Date.now());
  const undoToken = response.headers.get("undo-token");
  expect(undoToken).toMatch(/^[\w-]{20,}$/);
  return undoToken!;
}

const undo = (resource: string, undoToken: string, token = admin) =>
  call<{ restored: number }>("POST", `/${resource}/undo`, { token, body: { token: undoToken } });

beforeAll(async () => {
  admin = await logIn("admin");
  editor = await logIn("editor");
});

describe("undoing a single delete", () => {
  it("brings a unit back with its id, its words and phrases in order, and every learner's results", async () => {
    const word = await created<WordDto>("/words", {
      url: `kite-${tag}`,
      en: `kite${tag}`,
      ru: "змей",
      transcription: "/kaɪt/",
    });
    const other = await created<WordDto>("/words", {
      url: `sail-${tag}`,
      en: `sail${tag}`,
      ru: "парус",
      transcription: "/seɪl/",
    });
    const phrase = await created<PhraseDto>("/phrases", {
      url: `windy-${tag}`,
      enQuestion: "it is windy",
      ru: `Ветрено ${tag}`,
      answers: ["It is windy"],
    });
    const unit = await created<UnitDto>("/units", {
      name: `Wind ${tag}`,
      url: `wind-${tag}`,
      words: [other.id, word.id],
      phrases: [phrase.id],
    });
    const learner = await registerLearner();
    const submitted = await call<TestResultDto>("POST", "/results/words-writing", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: 1, answers: [{ questionId: word.id, answer: `kite${tag}` }] },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const resultsBefore = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learner.token,
    });

    const undoToken = await deletedWithUndo(`/units/${unit.id}`, editor);
    expect((await call("GET", `/units/${unit.url}`)).status).toBe(404);
    // Only its author undoes it, and only through the unit's own call.
    expect((await undo("units", undoToken)).status).toBe(404);
    expect((await undo("words", undoToken, editor)).status).toBe(404);
    expect((await undo("units", undoToken, editor)).body).toStrictEqual({ restored: 1 });

    expect((await call<UnitDto>("GET", `/units/${unit.url}`)).body).toStrictEqual(unit);
    const resultsAfter = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learner.token,
    });
    expect(resultsAfter.body).toStrictEqual(resultsBefore.body);
    expect(resultsAfter.body).toHaveLength(1);
  });

  it("brings a word back into its units, and a phrase too", async () => {
    const word = await created<WordDto>("/words", {
      url: `gust-${tag}`,
      en: `gust${tag}`,
      ru: "порыв",
      transcription: "/ɡʌst/",
    });
    const phrase = await created<PhraseDto>("/phrases", {
      url: `calm-${tag}`,
      enQuestion: "it is calm",
      ru: `Тихо ${tag}`,
      answers: ["It is calm"],
    });
    const unit = await created<UnitDto>("/units", {
      name: `Gusts ${tag}`,
      url: `gusts-${tag}`,
      words: [word.id],
      phrases: [phrase.id],
    });
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
    const response = await call("DELETE", "/words/2000000001", { token: admin });
    expect(response.body).toStrictEqual(errorBody(404, "Word was not found"));
    expect(response.headers.get("undo-token")).toBeNull();
    expect((await call("DELETE", `/units/nowhere-${tag}`, { token: admin })).body).toStrictEqual(
      errorBody(404, "Unit was not found"),
    );
    const learner = await registerLearner();
    expect((await undo("units", "anything", learner.token)).status).toBe(403);
  });
});
