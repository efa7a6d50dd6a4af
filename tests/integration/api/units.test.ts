import { beforeAll, describe, expect, it } from "vitest";
import { call, errorBody, expectNoLeak, logIn, type Saved, validationBody } from "../../support/api";
import type { UnitDto, UnitPhraseDto, WordDto } from "@/lib/types/content";

let editor: string;
let learner: string;

beforeAll(async () => {
  editor = await logIn("editor");
  learner = await logIn("learner");
});

async function unitList(): Promise<UnitDto[]> {
  const response = await call<UnitDto[]>("GET", "/units");
  expect(response.status).toBe(200);
  return response.body;
}

describe("reading units (public)", () => {
  it("GET units answers every unit with the ids of its words and phrases", async () => {
    const units = await unitList();

    expect(units.length).toBeGreaterThanOrEqual(4);
    for (const unit of units) {
      expect(unit).toStrictEqual({
        id: expect.any(Number),
        name: expect.any(String),
        url: expect.stringMatching(/^[a-z0-9-]+$/),
        words: expect.any(Array),
        phrases: expect.any(Array),
      });
      expect(unit.words.length).toBeGreaterThanOrEqual(10);
      expect(unit.phrases.length).toBeGreaterThanOrEqual(5);
    }
    expect(units[0]).toMatchObject({ name: "Food and Drink", url: "food-and-drink" });
  });

  it("GET units/{key} answers the same unit by numeric id and by url slug", async () => {
    const [first] = await unitList();

    const byId = await call("GET", `/units/${first!.id}`);
    const bySlug = await call("GET", "/units/food-and-drink");

    expect(byId.status).toBe(200);
    expect(byId.body).toStrictEqual(first);
    expect(bySlug.body).toStrictEqual(first);
  });

  it("GET units/{key}/words answers the words in unit order", async () => {
    const [first] = await unitList();

    const byId = await call<WordDto[]>("GET", `/units/${first!.id}/words`);
    const bySlug = await call<WordDto[]>("GET", "/units/food-and-drink/words");

    expect(byId.status).toBe(200);
    expect(byId.body.map((word) => word.id)).toStrictEqual(first!.words);
    expect(byId.body[0]).toStrictEqual({
      id: first!.words[0],
      url: "apple",
      en: "apple",
      ru: "яблоко",
      transcription: "/ˈæpl/",
    });
    expect(bySlug.body).toStrictEqual(byId.body);
  });

  it("GET units/{key}/phrases answers the phrases without their answers", async () => {
    const [first] = await unitList();

    const response = await call<UnitPhraseDto[]>("GET", `/units/${first!.id}/phrases`, { token: learner });

    expect(response.status).toBe(200);
    expect(response.body.map((phrase) => phrase.id)).toStrictEqual(first!.phrases);
    expect(response.body[0]).toStrictEqual({
      id: first!.phrases[0],
      url: "glass-of-water",
      enQuestion: "Can I have a glass of water",
      ru: "Можно мне стакан воды?",
    });
    for (const phrase of response.body)
      expect(Object.keys(phrase).sort()).toStrictEqual(["enQuestion", "id", "ru", "url"]);
    expect(response.text).not.toContain("Could I have a glass of water?");
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
    const [first, second] = await unitList();
    const words = [first!.words[1]!, first!.words[0]!];

    const created = await call<Saved<UnitDto>>("POST", "/units", {
      token: editor,
      body: { name: "  Weather ", url: "weather", words, phrases: [second!.phrases[0]] },
    });

    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: { id: expect.any(Number), name: "Weather", url: "weather", words, phrases: [second!.phrases[0]] },
    });
    const id = created.body.data.id;
    expect((await call("GET", "/units/weather")).body).toStrictEqual(created.body.data);

    const updated = await call("PUT", "/units", {
      token: editor,
      body: { id, name: "Weather and Seasons", url: "weather-and-seasons", words: [], phrases: [] },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({
      valid: true,
      data: { id, name: "Weather and Seasons", url: "weather-and-seasons", words: [], phrases: [] },
    });
    expect((await call("GET", "/units/weather")).status).toBe(404);

    const removed = await call("DELETE", `/units/${id}`, { token: editor });

    expect(removed.status).toBe(200);
    expect(removed.body).toStrictEqual({ deleted: true });
    expect((await call("GET", `/units/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/units/${id}`, { token: editor })).status).toBe(404);
  });

  it("DELETE by url slug deletes the unit with its results; words and phrases stay", async () => {
    const [first] = await unitList();
    const created = await call<Saved<UnitDto>>("POST", "/units", {
      token: editor,
      body: { name: "Short-lived", url: "short-lived", words: first!.words.slice(0, 2) },
    });
    const id = created.body.data.id;
    const submitted = await call("POST", "/results/words-writing", {
      token: learner,
      body: { unitId: id, createdTs: Date.now(), answers: [] },
    });
    expect(submitted.status).toBe(201);

    expect((await call("DELETE", "/units/short-lived", { token: editor })).body).toStrictEqual({
      deleted: true,
    });

    const results = await call("GET", `/results/words-writing?unit=${id}`, { token: learner });
    expect(results.body).toStrictEqual([]);
    const words = await call<WordDto[]>("GET", "/words");
    expect(words.body.map((word) => word.id)).toEqual(expect.arrayContaining(first!.words.slice(0, 2)));
  });

  it("answers 422 with a message per invalid field", async () => {
    const response = await call("POST", "/units", {
      token: editor,
      body: { name: "   ", url: "Not A Slug", words: [1, 1], phrases: "none" },
    });

    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual(
      validationBody({
        name: "Name is required",
        url: "URL may contain only lowercase letters, digits and single hyphens",
        words: "Words may not contain an item twice",
        phrases: "Phrases must be a list of ids",
      }),
    );
  });

  it("answers 422 for a taken url, an all-digit url, unknown word ids and a missing id on PUT", async () => {
    const taken = await call("POST", "/units", { token: editor, body: { name: "Copy", url: "travel" } });
    const digits = await call("POST", "/units", { token: editor, body: { name: "Digits", url: "2024" } });
    const unknownWords = await call("POST", "/units", {
      token: editor,
      body: { name: "Ghost", url: "ghost", words: [999999] },
    });
    const noId = await call("PUT", "/units", { token: editor, body: { name: "No id", url: "no-id" } });

    expect(taken.body).toStrictEqual(validationBody({ url: "A unit with this URL already exists" }));
    expect(digits.body).toStrictEqual(validationBody({ url: "URL may not consist of digits only" }));
    expect(unknownWords.body).toStrictEqual(
      validationBody({ words: "Some of the selected words do not exist" }),
    );
    expect(noId.body).toStrictEqual(validationBody({ id: "Id is required to update a unit" }));
    for (const response of [taken, digits, unknownWords, noId]) {
      expect(response.status).toBe(422);
      expectNoLeak(response);
    }
    expect((await call("GET", "/units/ghost")).status).toBe(404);
  });

  it("answers 404 when PUT or DELETE names no unit", async () => {
    const put = await call("PUT", "/units", {
      token: editor,
      body: { id: 999999, name: "Nobody", url: "nobody" },
    });
    const remove = await call("DELETE", "/units/no-such-unit", { token: editor });

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
    expect((await call("POST", "/units", { body, token: learner })).body).toStrictEqual(
      errorBody(403, "You do not have access to this resource"),
    );
    expect((await call("PUT", "/units", { body: { ...body, id: 1 }, token: learner })).status).toBe(403);
    expect((await call("DELETE", "/units/1", { token: learner })).status).toBe(403);
    expect((await call("GET", "/units/1")).status).toBe(200);
  });
});
