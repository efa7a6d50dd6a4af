import { beforeAll, describe, expect, it } from "vitest";
import { call, demoTokens, errorBody, expectNoLeak, expectValidation, type Saved } from "../../support/api";
import { type FilledUnit, makeFilledUnit, makePhrase, makeWord } from "../../support/factories";
import type { UnitDto, UnitPhraseDto, WordDto } from "@/lib/types/content";

const tokens = demoTokens("editor", "learner");
let filled: FilledUnit;

beforeAll(async () => {
  filled = await makeFilledUnit({ words: 3, phrases: 2 });
});

async function unitList(): Promise<UnitDto[]> {
  const response = await call<UnitDto[]>("GET", "/units");
  expect(response.status).toBe(200);
  return response.body;
}

describe("reading units (public)", () => {
  it("GET units answers every unit with the ids of its words and phrases", async () => {
    const units = await unitList();

    for (const unit of units) {
      expect(unit).toStrictEqual({
        id: expect.any(Number),
        name: expect.any(String),
        url: expect.stringMatching(/^[a-z0-9-]+$/),
        words: expect.any(Array),
        phrases: expect.any(Array),
      });
    }
    expect(units).toContainEqual({
      ...filled.unit,
      words: filled.words.map((word) => word.id),
      phrases: filled.phrases.map((phrase) => phrase.id),
    });
  });

  it("GET units/{key} answers the same unit by numeric id and by url slug", async () => {
    const byId = await call("GET", `/units/${filled.unit.id}`);
    const bySlug = await call("GET", `/units/${filled.unit.url}`);

    expect(byId.status).toBe(200);
    expect(byId.body).toStrictEqual(filled.unit);
    expect(bySlug.body).toStrictEqual(filled.unit);
  });

  it("GET units/{key}/words answers the words in unit order", async () => {
    const byId = await call<WordDto[]>("GET", `/units/${filled.unit.id}/words`);
    const bySlug = await call<WordDto[]>("GET", `/units/${filled.unit.url}/words`);

    expect(byId.status).toBe(200);
    expect(byId.body).toStrictEqual(filled.words);
    expect(bySlug.body).toStrictEqual(byId.body);
  });

  it("GET units/{key}/phrases answers the phrases without their answers", async () => {
    const response = await call<UnitPhraseDto[]>("GET", `/units/${filled.unit.id}/phrases`, {
      token: tokens.learner,
    });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual(
      filled.phrases.map(({ id, url, enQuestion, ru }) => ({ id, url, enQuestion, ru })),
    );
    for (const answer of filled.phrases.flatMap((phrase) => phrase.answers))
      expect(response.text).not.toContain(answer);
  });

  it.each(["/units/999999", "/units/no-such-unit", "/units/no-such-unit/words", "/units/999999/phrases"])(
    "GET %s answers 404 with the error body",
    async (path) => {
      const response = await call("GET", path);

      expect(response.status).toBe(404);
      expect(response.body).toStrictEqual(errorBody(404, "Unit was not found"));
    },
  );
});

describe("saving units (editor)", () => {
  it("POST answers 201 { valid, data }, PUT 200 with the change, DELETE 200 { deleted: true }", async () => {
    const [first, second, phrase] = await Promise.all([makeWord(), makeWord(), makePhrase()]);
    const [words, phrases] = [[second.id, first.id], [phrase.id]];

    const created = await call<Saved<UnitDto>>("POST", "/units", {
      token: tokens.editor,
      body: { name: "  Weather ", url: "weather", words, phrases },
    });

    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: { id: expect.any(Number), name: "Weather", url: "weather", words, phrases },
    });
    const id = created.body.data.id;
    expect((await call("GET", "/units/weather")).body).toStrictEqual(created.body.data);

    const updated = await call("PUT", "/units", {
      token: tokens.editor,
      body: { id, name: "Weather and Seasons", url: "weather-and-seasons", words: [], phrases: [] },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({
      valid: true,
      data: { id, name: "Weather and Seasons", url: "weather-and-seasons", words: [], phrases: [] },
    });
    expect((await call("GET", "/units/weather")).status).toBe(404);

    const removed = await call("DELETE", `/units/${id}`, { token: tokens.editor });

    expect(removed.status).toBe(200);
    expect(removed.body).toStrictEqual({ deleted: true });
    expect((await call("GET", `/units/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/units/${id}`, { token: tokens.editor })).status).toBe(404);
  });

  it("DELETE by url slug deletes the unit with its results; words and phrases stay", async () => {
    const words = await Promise.all([makeWord(), makeWord()]);
    const wordIds = words.map((word) => word.id);
    const created = await call<Saved<UnitDto>>("POST", "/units", {
      token: tokens.editor,
      body: { name: "Short-lived", url: "short-lived", words: wordIds },
    });
    const id = created.body.data.id;
    const submitted = await call("POST", "/results/words-writing", {
      token: tokens.learner,
      body: { unitId: id, createdTs: Date.now(), answers: [] },
    });
    expect(submitted.status).toBe(201);

    expect((await call("DELETE", "/units/short-lived", { token: tokens.editor })).body).toStrictEqual({
      deleted: true,
    });

    const results = await call("GET", `/results/words-writing?unit=${id}`, { token: tokens.learner });
    expect(results.body).toStrictEqual([]);
    const listed = await call<WordDto[]>("GET", "/words");
    expect(listed.body.filter((word) => wordIds.includes(word.id))).toStrictEqual(words);
  });

  it("answers 422 with a message per invalid field", async () => {
    const response = await call("POST", "/units", {
      token: tokens.editor,
      body: { name: "   ", url: "Not A Slug", words: [1, 1], phrases: "none" },
    });

    expectValidation(response, {
      name: "Name is required",
      url: "URL may contain only lowercase letters, digits and single hyphens",
      words: "Words may not contain an item twice",
      phrases: "Phrases must be a list of ids",
    });
  });

  it("answers 422 for a taken url, an all-digit url, unknown word ids and a missing id on PUT", async () => {
    const taken = await call("POST", "/units", {
      token: tokens.editor,
      body: { name: "Copy", url: filled.unit.url },
    });
    const digits = await call("POST", "/units", {
      token: tokens.editor,
      body: { name: "Digits", url: "2024" },
    });
    const unknownWords = await call("POST", "/units", {
      token: tokens.editor,
      body: { name: "Ghost", url: "ghost", words: [999999] },
    });
    const noId = await call("PUT", "/units", { token: tokens.editor, body: { name: "No id", url: "no-id" } });

    expectValidation(taken, { url: "A unit with this URL already exists" });
    expectValidation(digits, { url: "URL may not consist of digits only" });
    expectValidation(unknownWords, { words: "Some of the selected words do not exist" });
    expectValidation(noId, { id: "Id is required to update a unit" });
    for (const response of [taken, digits, unknownWords, noId]) expectNoLeak(response);
    expect((await call("GET", "/units/ghost")).status).toBe(404);
  });

  it("answers 404 when PUT or DELETE names no unit", async () => {
    const put = await call("PUT", "/units", {
      token: tokens.editor,
      body: { id: 999999, name: "Nobody", url: "nobody" },
    });
    const remove = await call("DELETE", "/units/no-such-unit", { token: tokens.editor });

    expect(put.status).toBe(404);
    expect(put.body).toStrictEqual(errorBody(404, "Unit was not found"));
    expect(remove.status).toBe(404);
    expect(remove.body).toStrictEqual(errorBody(404, "Unit was not found"));
  });

  it("refuses guests (401) and learners (403) on every write", async () => {
    const body = { name: "Nope", url: "nope" };

    expect((await call("POST", "/units", { body })).body).toStrictEqual(
      errorBody(401, "You are not logged in"),
    );
    expect((await call("POST", "/units", { body, token: tokens.learner })).body).toStrictEqual(
      errorBody(403, "You do not have access to this resource"),
    );
    const { id } = filled.unit;
    expect((await call("PUT", "/units", { body: { ...body, id }, token: tokens.learner })).status).toBe(403);
    expect((await call("DELETE", `/units/${id}`, { token: tokens.learner })).status).toBe(403);
    expect((await call("GET", `/units/${id}`)).status).toBe(200);
  });
});
