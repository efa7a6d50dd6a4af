import { beforeAll, describe, expect, it } from "vitest";
import { call, demoTokens, errorBody, expectValidation, type Saved } from "../../support/api";
import { makePhrase, makeWord } from "../../support/factories";
import type { PhraseDto, WordDto } from "@/lib/types/content";

const tokens = demoTokens("admin", "editor", "learner");
let word: WordDto;
let phrase: PhraseDto;

beforeAll(async () => {
  [word, phrase] = await Promise.all([makeWord(), makePhrase()]);
});

describe("words", () => {
  it("GET words is public and answers { id, url, en, ru, transcription } for every word", async () => {
    const response = await call<WordDto[]>("GET", "/words");

    expect(response.status).toBe(200);
    for (const listed of response.body) {
      expect(listed).toStrictEqual({
        id: expect.any(Number),
        url: expect.any(String),
        en: expect.any(String),
        ru: expect.any(String),
        transcription: expect.any(String),
      });
    }
    expect(response.body).toContainEqual(word);
  });

  it("an editor creates (201), updates (200) and deletes (200) a word, by id or slug", async () => {
    const body = { url: "windmill", en: " windmill ", ru: "мельница", transcription: "/ˈwɪndmɪl/" };

    const created = await call<Saved<WordDto>>("POST", "/words", { token: tokens.editor, body });

    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body).toStrictEqual({
      valid: true,
      data: {
        id: expect.any(Number),
        url: "windmill",
        en: "windmill",
        ru: "мельница",
        transcription: "/ˈwɪndmɪl/",
      },
    });

    const updated = await call("PUT", "/words", {
      token: tokens.editor,
      body: { ...body, id, ru: "мельничка" },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({ valid: true, data: { ...created.body.data, ru: "мельничка" } });

    const removed = await call("DELETE", "/words/windmill", { token: tokens.editor });
    expect(removed.status).toBe(200);
    expect(removed.body).toStrictEqual({ deleted: true });
    expect((await call("DELETE", `/words/${id}`, { token: tokens.editor })).body).toStrictEqual(
      errorBody(404, "Word was not found"),
    );
  });

  it("answers 422 with field messages for wrong values and types, and a taken url", async () => {
    const invalid = await call("POST", "/words", {
      token: tokens.editor,
      body: { url: "123", en: 5, ru: "", transcription: null },
    });
    const { id: _id, ...fields } = word;
    const taken = await call("POST", "/words", { token: tokens.editor, body: fields });
    const noId = await call("PUT", "/words", {
      token: tokens.editor,
      body: { ...fields, transcription: "x" },
    });

    expectValidation(invalid, {
      url: "URL may not consist of digits only",
      en: "English word is required",
      ru: "Russian translation is required",
      transcription: "Transcription is required",
    });
    expectValidation(taken, { url: "A word with this URL already exists" });
    expectValidation(noId, { id: "Id is required to update a word" });
  });

  it("answers 404 for PUT or DELETE of a missing word, 401/403 to guests and learners", async () => {
    const body = { id: 999999, url: "ghost", en: "ghost", ru: "призрак", transcription: "/ɡəʊst/" };

    expect((await call("PUT", "/words", { token: tokens.editor, body })).body).toStrictEqual(
      errorBody(404, "Word was not found"),
    );
    expect((await call("DELETE", "/words/ghost", { token: tokens.admin })).status).toBe(404);
    expect((await call("POST", "/words", { body })).status).toBe(401);
    expect((await call("POST", "/words", { body, token: tokens.learner })).status).toBe(403);
    expect((await call("DELETE", `/words/${word.url}`, { token: tokens.learner })).status).toBe(403);
  });
});

describe("phrases", () => {
  it("GET phrases includes the answers for editors and admins; learners get 403, guests 401", async () => {
    const forEditor = await call<PhraseDto[]>("GET", "/phrases", { token: tokens.editor });
    const forAdmin = await call<PhraseDto[]>("GET", "/phrases", { token: tokens.admin });

    expect(forEditor.status).toBe(200);
    expect(forAdmin.body).toStrictEqual(forEditor.body);
    expect(forEditor.body).toContainEqual(phrase);
    expect((await call("GET", "/phrases", { token: tokens.learner })).body).toStrictEqual(
      errorBody(403, "You do not have access to this resource"),
    );
    expect((await call("GET", "/phrases")).status).toBe(401);
  });

  it("an editor creates, updates and deletes a phrase; empty answers are dropped", async () => {
    const body = {
      url: "nice-day",
      enQuestion: "Have a nice day",
      ru: "Хорошего дня!",
      answers: [" Have a nice day! ", "", "Have a good day!"],
    };

    const created = await call<Saved<PhraseDto>>("POST", "/phrases", { token: tokens.editor, body });

    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: { ...body, id: expect.any(Number), answers: ["Have a nice day!", "Have a good day!"] },
    });
    const id = created.body.data.id;

    const updated = await call("PUT", "/phrases", {
      token: tokens.editor,
      body: { ...body, id, answers: ["Bye!"] },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({ valid: true, data: { ...body, id, answers: ["Bye!"] } });

    expect((await call("DELETE", `/phrases/${id}`, { token: tokens.editor })).body).toStrictEqual({
      deleted: true,
    });
    expect((await call("DELETE", "/phrases/nice-day", { token: tokens.editor })).body).toStrictEqual(
      errorBody(404, "Phrase was not found"),
    );
  });

  it("answers 422 when answers are missing, empty or of the wrong type", async () => {
    const base = { url: "lonely", enQuestion: "I am alone", ru: "Я один." };

    const none = await call("POST", "/phrases", {
      token: tokens.editor,
      body: { ...base, answers: ["", "  "] },
    });
    const wrongType = await call("POST", "/phrases", {
      token: tokens.editor,
      body: { ...base, answers: [1, 2] },
    });
    const missing = await call("POST", "/phrases", { token: tokens.editor, body: { url: "lonely" } });

    expectValidation(none, { answers: "At least one answer is required" });
    expectValidation(wrongType, { answers: "Each answer must be text" });
    expectValidation(missing, {
      enQuestion: "English words is required",
      ru: "Russian phrase is required",
      answers: "Answers must be a list",
    });
  });

  it("answers 404 for PUT of a missing phrase and refuses learners", async () => {
    const body = { id: 999999, url: "ghost", enQuestion: "Boo", ru: "Бу!", answers: ["Boo!"] };

    expect((await call("PUT", "/phrases", { token: tokens.admin, body })).body).toStrictEqual(
      errorBody(404, "Phrase was not found"),
    );
    expect((await call("POST", "/phrases", { token: tokens.learner, body })).status).toBe(403);
    expect((await call("DELETE", `/phrases/${phrase.url}`, { token: tokens.learner })).status).toBe(403);
  });
});
