import { beforeAll, describe, expect, it } from "vitest";
import { call, errorBody, logIn, type Saved, validationBody } from "../../support/api";
import type { PhraseDto, WordDto } from "@/lib/types/content";

let admin: string;
let editor: string;
let learner: string;

beforeAll(async () => {
  [admin, editor, learner] = [await logIn("admin"), await logIn("editor"), await logIn("learner")];
});

describe("words", () => {
  it("GET words is public and answers { id, url, en, ru, transcription } for every word", async () => {
    const response = await call<WordDto[]>("GET", "/words");

    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(40);
    for (const word of response.body) {
      expect(word).toStrictEqual({
        id: expect.any(Number),
        url: expect.any(String),
        en: expect.any(String),
        ru: expect.any(String),
        transcription: expect.any(String),
      });
    }
    expect(response.body).toContainEqual({
      id: expect.any(Number),
      url: "passport",
      en: "passport",
      ru: "паспорт",
      transcription: "/ˈpɑːspɔːt/",
    });
  });

  it("an editor creates (201), updates (200) and deletes (200) a word, by id or slug", async () => {
    const body = { url: "windmill", en: " windmill ", ru: "мельница", transcription: "/ˈwɪndmɪl/" };

    const created = await call<Saved<WordDto>>("POST", "/words", { token: editor, body });

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

    const updated = await call("PUT", "/words", { token: editor, body: { ...body, id, ru: "мельничка" } });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({ valid: true, data: { ...created.body.data, ru: "мельничка" } });

    const removed = await call("DELETE", "/words/windmill", { token: editor });
    expect(removed.status).toBe(200);
    expect(removed.body).toStrictEqual({ deleted: true });
    expect((await call("DELETE", `/words/${id}`, { token: editor })).body).toStrictEqual(
      errorBody(404, "Word was not found"),
    );
  });

  it("answers 422 with field messages for wrong values and types, and a taken url", async () => {
    const invalid = await call("POST", "/words", {
      token: editor,
      body: { url: "123", en: 5, ru: "", transcription: null },
    });
    const taken = await call("POST", "/words", {
      token: editor,
      body: { url: "apple", en: "apple", ru: "яблоко", transcription: "/ˈæpl/" },
    });
    const noId = await call("PUT", "/words", {
      token: editor,
      body: { url: "apple", en: "apple", ru: "яблоко", transcription: "x" },
    });

    expect(invalid.status).toBe(422);
    expect(invalid.body).toStrictEqual(
      validationBody({
        url: "URL may not consist of digits only",
        en: "English word is required",
        ru: "Russian translation is required",
        transcription: "Transcription is required",
      }),
    );
    expect(taken.body).toStrictEqual(validationBody({ url: "A word with this URL already exists" }));
    expect(noId.body).toStrictEqual(validationBody({ id: "Id is required to update a word" }));
  });

  it("answers 404 for PUT or DELETE of a missing word, 401/403 to guests and learners", async () => {
    const body = { id: 999999, url: "ghost", en: "ghost", ru: "призрак", transcription: "/ɡəʊst/" };

    expect((await call("PUT", "/words", { token: editor, body })).body).toStrictEqual(
      errorBody(404, "Word was not found"),
    );
    expect((await call("DELETE", "/words/ghost", { token: admin })).status).toBe(404);
    expect((await call("POST", "/words", { body })).status).toBe(401);
    expect((await call("POST", "/words", { body, token: learner })).status).toBe(403);
    expect((await call("DELETE", "/words/apple", { token: learner })).status).toBe(403);
  });
});

describe("phrases", () => {
  it("GET phrases includes the answers for editors and admins; learners get 403, guests 401", async () => {
    const forEditor = await call<PhraseDto[]>("GET", "/phrases", { token: editor });
    const forAdmin = await call<PhraseDto[]>("GET", "/phrases", { token: admin });

    expect(forEditor.status).toBe(200);
    expect(forAdmin.body).toStrictEqual(forEditor.body);
    expect(forEditor.body).toContainEqual({
      id: expect.any(Number),
      url: "very-hungry",
      enQuestion: "I am very hungry",
      ru: "Я очень хочу есть.",
      answers: ["I am very hungry.", "I'm very hungry."],
    });
    expect((await call("GET", "/phrases", { token: learner })).body).toStrictEqual(
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

    const created = await call<Saved<PhraseDto>>("POST", "/phrases", { token: editor, body });

    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: { ...body, id: expect.any(Number), answers: ["Have a nice day!", "Have a good day!"] },
    });
    const id = created.body.data.id;

    const updated = await call("PUT", "/phrases", {
      token: editor,
      body: { ...body, id, answers: ["Bye!"] },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({ valid: true, data: { ...body, id, answers: ["Bye!"] } });

    expect((await call("DELETE", `/phrases/${id}`, { token: editor })).body).toStrictEqual({ deleted: true });
    expect((await call("DELETE", "/phrases/nice-day", { token: editor })).body).toStrictEqual(
      errorBody(404, "Phrase was not found"),
    );
  });

  it("answers 422 when answers are missing, empty or of the wrong type", async () => {
    const base = { url: "lonely", enQuestion: "I am alone", ru: "Я один." };

    const none = await call("POST", "/phrases", { token: editor, body: { ...base, answers: ["", "  "] } });
    const wrongType = await call("POST", "/phrases", { token: editor, body: { ...base, answers: [1, 2] } });
    const missing = await call("POST", "/phrases", { token: editor, body: { url: "lonely" } });

    expect(none.body).toStrictEqual(validationBody({ answers: "At least one answer is required" }));
    expect(wrongType.body).toStrictEqual(validationBody({ answers: "Each answer must be text" }));
    expect(missing.body).toStrictEqual(
      validationBody({
        enQuestion: "English words is required",
        ru: "Russian phrase is required",
        answers: "Answers must be a list",
      }),
    );
    expect([none.status, wrongType.status, missing.status]).toStrictEqual([422, 422, 422]);
  });

  it("answers 404 for PUT of a missing phrase and refuses learners", async () => {
    const body = { id: 999999, url: "ghost", enQuestion: "Boo", ru: "Бу!", answers: ["Boo!"] };

    expect((await call("PUT", "/phrases", { token: admin, body })).body).toStrictEqual(
      errorBody(404, "Phrase was not found"),
    );
    expect((await call("POST", "/phrases", { token: learner, body })).status).toBe(403);
    expect((await call("DELETE", "/phrases/very-hungry", { token: learner })).status).toBe(403);
  });
});
