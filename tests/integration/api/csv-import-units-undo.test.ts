// An applied import of units through POST units/import is undone as a whole
// through units/undo: the units it created go, the ones it changed get their
// names and their words and phrases back (less a word deleted since); once,
// and only by its importer.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { ImportReport } from "@/lib/validation/transfer";
import { call, logIn } from "../../support/api";

let admin: string;
const tag = randomBytes(3).toString("hex");
const changedUrl = `kitchen-${tag}`;
const createdUrl = `pantry-${tag}`;
let kettle: WordDto;
let teapot: WordDto;
let spoon: WordDto;
let question: PhraseDto;

async function created<T>(path: string, body: unknown): Promise<T> {
  const saved = await call<{ data: T }>("POST", path, { token: admin, body });
  expect(saved.status, saved.text).toBe(201);
  return saved.body.data;
}

const word = (name: string) =>
  created<WordDto>("/words", {
    url: `${name}-${tag}`,
    en: `${name} ${tag}`,
    ru: "слово",
    transcription: "/x/",
  });

const unit = async (url: string) => {
  const found = await call<UnitDto>("GET", `/units/${url}`);
  return found.status === 200 ? found.body : undefined;
};

beforeAll(async () => {
  admin = await logIn("admin");
  [kettle, teapot, spoon] = [await word("kettle"), await word("teapot"), await word("spoon")];
  question = await created<PhraseDto>("/phrases", {
    url: `tea-${tag}`,
    enQuestion: "Tea?",
    ru: "Чай?",
    answers: ["Tea?"],
  });
  await created("/units", {
    name: `Kitchen ${tag}`,
    url: changedUrl,
    words: [teapot.id, kettle.id],
    phrases: [question.id],
  });
});

describe("undoing an import of units", () => {
  it("removes the units it created and gives the changed ones their names and lists back, once, for its importer only", async () => {
    const csv = [
      "url,name,words,phrases",
      `${changedUrl},Big kitchen ${tag},"spoon-${tag}\nkettle-${tag}",`,
      `${createdUrl},Pantry ${tag},teapot-${tag},tea-${tag}`,
    ].join("\n");
    const applied = await call<ImportReport>("POST", "/units/import", {
      token: admin,
      body: { csv, apply: true },
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.counts).toMatchObject({ new: 1, changed: 1 });
    expect(applied.body.undoToken).toEqual(expect.any(String));
    expect(await unit(changedUrl)).toMatchObject({
      name: `Big kitchen ${tag}`,
      words: [spoon.id, kettle.id],
      phrases: [],
    });
    expect(await unit(createdUrl)).toBeDefined();

    const editor = await logIn("editor");
    const stranger = await call("POST", "/units/undo", {
      token: editor,
      body: { token: applied.body.undoToken },
    });
    expect(stranger.status).not.toBe(200);

    // A word of the unit's former list deleted since stays deleted.
    expect((await call("DELETE", `/words/${teapot.id}`, { token: admin })).status).toBe(200);
    const undone = await call<{ restored: number }>("POST", "/units/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.restored).toBe(2);
    expect(await unit(createdUrl)).toBeUndefined();
    expect(await unit(changedUrl)).toMatchObject({
      name: `Kitchen ${tag}`,
      words: [kettle.id],
      phrases: [question.id],
    });

    const twice = await call("POST", "/units/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(twice.status).toBe(404);
  });

  it("previews without keeping anything to undo", async () => {
    const preview = await call<ImportReport>("POST", "/units/import", {
      token: admin,
      body: { csv: `url,name,words,phrases\nnone-${tag},None ${tag},,` },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.undoToken).toBeUndefined();
    expect(await unit(`none-${tag}`)).toBeUndefined();
  });
});
