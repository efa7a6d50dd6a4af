// A teacher's own word lists through POST words/import: headers in English
// or Russian (a byte-order mark before them), semicolons, header-less tab
// files from Anki or Quizlet, urls derived from the English, the words put
// into a new or existing unit, "changed" rows with what changes, and the
// whole import undone through words/undo; on the database the suite runs on.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { ImportReport } from "@/lib/validation/transfer";
import { call, logIn } from "../../support/api";

let admin: string;
const tag = randomBytes(3).toString("hex");

type Options = { apply?: boolean; skipInvalid?: boolean; unit?: string | number; newUnit?: string };

const importing = (csv: string, options: Options = {}) =>
  call<ImportReport>("POST", "/words/import", { token: admin, body: { csv, ...options } });

const wordsNow = async () => (await call<WordDto[]>("GET", "/words")).body;
const word = async (url: string) => (await wordsNow()).find((each) => each.url === url);

beforeAll(async () => {
  admin = await logIn("admin");
  const created = await call("POST", "/words", {
    token: admin,
    body: { url: `heron-${tag}`, en: `heron ${tag}`, ru: "цапля", transcription: "/ˈherən/" },
  });
  expect(created.status, created.text).toBe(201);
});

describe("a teacher's word list", () => {
  it("reads English;Russian;Transcription with a byte-order mark, and the Russian and short header names", async () => {
    const files = [
      `\uFEFFEnglish;Russian;Transcription\r\nOwl ${tag};сова;/aʊl/\r\nFox ${tag};лиса;/fɒks/\r\n`,
      `\uFEFFАнглийский;Русский;Транскрипция\r\nOwl ${tag};сова;/aʊl/\r\nFox ${tag};лиса;/fɒks/\r\n`,
      `EN,ru,IPA\nOwl ${tag},сова,/aʊl/\nFox ${tag},лиса,/fɒks/\n`,
      `transcription\tENGLISH\tрусский\n/aʊl/\tOwl ${tag}\tсова\n/fɒks/\tFox ${tag}\tлиса\n`,
    ];
    for (const csv of files) {
      const report = await importing(csv);
      expect(report.status, report.text).toBe(200);
      expect(report.body.rows).toStrictEqual([
        {
          row: 2,
          status: "new",
          values: { url: `owl-${tag}`, en: `Owl ${tag}`, ru: "сова", transcription: "/aʊl/" },
          errors: {},
        },
        {
          row: 3,
          status: "new",
          values: { url: `fox-${tag}`, en: `Fox ${tag}`, ru: "лиса", transcription: "/fɒks/" },
          errors: {},
        },
      ]);
    }
    expect(await word(`owl-${tag}`)).toBeUndefined();
  });

  it("reads a header-less tab file (Anki, Quizlet) of two or three columns, its first row a word", async () => {
    const report = await importing(`kettle ${tag}\tчайник\t/ˈketl/\nspoon ${tag}\tложка\n`);
    expect(report.status, report.text).toBe(200);
    const [kettle, spoon] = report.body.rows;
    expect(kettle).toMatchObject({
      row: 1,
      status: "new",
      values: { url: `kettle-${tag}`, en: `kettle ${tag}`, ru: "чайник", transcription: "/ˈketl/" },
    });
    // Every row of a file has the same cells: the short one is told so, as is the missing transcription.
    expect(spoon).toMatchObject({ row: 2, status: "invalid", values: { url: `spoon-${tag}` } });
    expect(spoon!.errors.row).toBe("Has 2 cells; the header names 3");

    const twoColumns = await importing(`spoon ${tag}\tложка\nfork ${tag}\tвилка\n`);
    expect(twoColumns.body.rows.map((row) => [row.row, row.status, row.errors])).toStrictEqual([
      [1, "invalid", { transcription: "Transcription is required" }],
      [2, "invalid", { transcription: "Transcription is required" }],
    ]);

    const wide = await importing(`a\tb\tc\td\n`);
    expect(wide.status).toBe(422);
    expect(wide.body).toMatchObject({
      data: {
        csv: "Without a header row a file has 2 to 3 columns (en, ru, transcription); this one has 4",
      },
    });
  });

  it("fills a missing transcription from the dictionary, saying so, and leaves an unknown word invalid", async () => {
    const report = await importing(`Kitchen\tкухня\nzzqxv ${tag}\tнечто\n`);

    expect(report.status, report.text).toBe(200);
    const [known, unknown] = report.body.rows;
    expect(known).toMatchObject({
      status: "new",
      values: { en: "Kitchen", ru: "кухня", transcription: "/ˈkɪtʃən/" },
      suggested: ["transcription"],
    });
    expect(unknown).toMatchObject({
      status: "invalid",
      errors: { transcription: "Transcription is required" },
    });
    expect(unknown).not.toHaveProperty("suggested");
  });

  it("derives unique urls from the English, never overwriting a word, and matches a word it already has", async () => {
    const csv = [
      "English;Russian;Transcription",
      `Heron ${tag};серая цапля;/ˈherən/`,
      `heron ${tag};цапля;/ˈherən/`,
      `HERON! ${tag};цапля большая;/ˈherən/`,
      `Crème brûlée ${tag};крем-брюле;/ˌkrem bruːˈleɪ/`,
      `2024;год;/x/`,
    ].join("\n");
    const report = await importing(csv);
    expect(report.status, report.text).toBe(200);
    expect(report.body.rows.map((row) => [row.status, row.values.url])).toStrictEqual([
      ["new", `heron-${tag}-2`],
      ["unchanged", `heron-${tag}`],
      ["new", `heron-${tag}-3`],
      ["new", `creme-brulee-${tag}`],
      ["new", "word-2024"],
    ]);
    const applied = await importing(csv, { apply: true });
    expect(applied.status, applied.text).toBe(200);
    expect(await word(`heron-${tag}`)).toMatchObject({ ru: "цапля" });
    expect(await word(`heron-${tag}-3`)).toMatchObject({ ru: "цапля большая" });
    // Imported again, the file is what is there: nothing new, nothing changed.
    const again = await importing(csv);
    expect(again.body.counts).toStrictEqual({ new: 0, changed: 0, unchanged: 5, invalid: 0 });
  });

  it("shows a changed row's fields as they are before the import", async () => {
    const report = await importing(`url,en,ru,transcription\nheron-${tag},heron ${tag},цапелька,/ˈherən/\n`);
    expect(report.body.rows[0]).toMatchObject({
      status: "changed",
      values: { ru: "цапелька" },
      before: { ru: "цапля" },
    });
    expect(Object.keys(report.body.rows[0]!.before!)).toStrictEqual(["ru"]);
  });
});

describe("importing into a unit, and undoing the import", () => {
  it("creates a new unit named in the request, the file's words its words in order", async () => {
    const csv = `\uFEFFEnglish;Russian;Transcription\r\nbadger ${tag};барсук;/ˈbædʒə/\r\nheron ${tag};цапля;/ˈherən/\r\n`;
    const applied = await importing(csv, { apply: true, newUnit: `Животные ${tag}` });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.unit).toMatchObject({ url: `zhivotnye-${tag}`, name: `Животные ${tag}` });
    const unit = await call<UnitDto>("GET", `/units/zhivotnye-${tag}`);
    expect(unit.status).toBe(200);
    const urls = new Map((await wordsNow()).map((each) => [each.id, each.url]));
    expect(unit.body.words.map((id) => urls.get(id))).toStrictEqual([`badger-${tag}`, `heron-${tag}`]);

    // Into the same unit again (by url): the words already there are passed over.
    const more = await importing(`fish ${tag}\tрыба\t/fɪʃ/\nbadger ${tag}\tбарсук\t/ˈbædʒə/\n`, {
      apply: true,
      unit: `zhivotnye-${tag}`,
    });
    expect(more.status, more.text).toBe(200);
    const after = await call<UnitDto>("GET", `/units/zhivotnye-${tag}`);
    const refreshed = new Map((await wordsNow()).map((each) => [each.id, each.url]));
    expect(after.body.words.map((id) => refreshed.get(id))).toStrictEqual([
      `badger-${tag}`,
      `heron-${tag}`,
      `fish-${tag}`,
    ]);

    const unknown = await importing(csv, { apply: true, unit: `no-such-unit-${tag}` });
    expect(unknown.status).toBe(404);
    const both = await importing(csv, { apply: true, unit: `zhivotnye-${tag}`, newUnit: "Two" });
    expect(both.status).toBe(422);
  });

  it("undoes a whole import once: new words and unit gone, changed words as they were", async () => {
    const csv = [
      "url;en;ru;transcription",
      `newt-${tag};newt ${tag};тритон;/njuːt/`,
      `heron-${tag};heron ${tag};цапля серая;/ˈherən/`,
    ].join("\n");
    const applied = await importing(csv, { apply: true, newUnit: `Undo ${tag}` });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.undoToken).toEqual(expect.any(String));
    expect(await word(`heron-${tag}`)).toMatchObject({ ru: "цапля серая" });
    expect((await call("GET", `/units/undo-${tag}`)).status).toBe(200);

    const stranger = await call("POST", "/words/undo", {
      token: await logIn("editor"),
      body: { token: applied.body.undoToken },
    });
    expect([403, 404]).toContain(stranger.status);

    const undone = await call<{ restored: number }>("POST", "/words/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.restored).toBe(2);
    expect(await word(`newt-${tag}`)).toBeUndefined();
    expect(await word(`heron-${tag}`)).toMatchObject({ ru: "цапля" });
    expect((await call("GET", `/units/undo-${tag}`)).status).toBe(404);

    const twice = await call("POST", "/words/undo", {
      token: admin,
      body: { token: applied.body.undoToken },
    });
    expect(twice.status).toBe(404);
  });
});
