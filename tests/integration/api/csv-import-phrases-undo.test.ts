// An applied import of phrases through POST phrases/import is undone as a
// whole through phrases/undo: the phrases it created go, the ones it changed
// (their answers included) are as they were; once, and only by its importer.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PhraseDto } from "@/lib/types/content";
import type { ImportReport } from "@/lib/validation/transfer";
import { call, logIn } from "../../support/api";

let admin: string;
const tag = randomBytes(3).toString("hex");
const changedUrl = `kept-${tag}`;
const createdUrl = `new-${tag}`;

const phrase = async (url: string) =>
  (await call<PhraseDto[]>("GET", "/phrases", { token: admin })).body.find((each) => each.url === url);

beforeAll(async () => {
  admin = await logIn("admin");
  const created = await call("POST", "/phrases", {
    token: admin,
    body: { url: changedUrl, enQuestion: "Where is it?", ru: "Где это?", answers: ["Where is it?"] },
  });
  expect(created.status, created.text).toBe(201);
});

describe("undoing an import of phrases", () => {
  it("removes the phrases it created and puts back the ones it changed, once, for its importer only", async () => {
    const csv = [
      "url,enQuestion,ru,answers",
      `${changedUrl},Where is it now?,Где это сейчас?,"Where is it now?\nWhere's it now?"`,
      `${createdUrl},How old are you?,Сколько тебе лет?,How old are you?`,
    ].join("\n");
    const applied = await call<ImportReport>("POST", "/phrases/import", {
      token: admin,
      body: { csv, apply: true },
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.counts).toMatchObject({ new: 1, changed: 1 });
    expect(applied.body.undoToken).toEqual(expect.any(String));
    expect((await phrase(changedUrl))?.answers).toStrictEqual(["Where is it now?", "Where's it now?"]);
    expect(await phrase(createdUrl)).toBeDefined();

    const editor = await logIn("editor");
    const stranger = await call("POST", "/phrases/undo", {
      token: editor,
      body: { token: applied.body.undoToken },
    });
    expect(stranger.status).not.toBe(200);

    const undone = await call<{ restored: number }>("POST", "/phrases/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.restored).toBe(2);
    expect(await phrase(createdUrl)).toBeUndefined();
    expect(await phrase(changedUrl)).toMatchObject({
      enQuestion: "Where is it?",
      ru: "Где это?",
      answers: ["Where is it?"],
    });

    const twice = await call("POST", "/phrases/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(twice.status).toBe(404);
  });

  it("previews without keeping anything to undo", async () => {
    const preview = await call<ImportReport>("POST", "/phrases/import", {
      token: admin,
      body: { csv: `url,enQuestion,ru,answers\nnone-${tag},Hello?,Привет?,Hello?` },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.undoToken).toBeUndefined();
    expect(await phrase(`none-${tag}`)).toBeUndefined();
  });
});
