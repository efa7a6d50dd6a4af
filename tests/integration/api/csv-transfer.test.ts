// Words and phrases in and out as CSV: GET {words,phrases}/export and POST
// {words,phrases}/import (preview, then apply in one transaction), on the
// database the suite runs on.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { ImportReport } from "@/lib/validation/transfer";
import { call, logIn, registerLearner } from "../../support/api";

let admin: string;
const tag = randomBytes(3).toString("hex");

async function exported(): Promise<string> {
  const response = await call("GET", "/words/export");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return response.text;
}

async function importing(csv: string, options: { apply?: boolean; skipInvalid?: boolean } = {}) {
  return call<ImportReport>("POST", "/words/import", { token: admin, body: { csv, ...options } });
}

async function word(url: string): Promise<WordDto | undefined> {
  return (await call<WordDto[]>("GET", "/words")).body.find((each) => each.url === url);
}

beforeAll(async () => {
  admin = await logIn("admin");
  const created = await call("POST", "/words", {
    token: admin,
    body: { url: `suffix-${tag}`, en: `-ing${tag}`, ru: `суффикс`, transcription: "/ɪŋ/" },
  });
  expect(created.status, created.text).toBe(201);
});

describe("CSV export and import of words", () => {
  it("exports every word, and re-importing the export changes nothing, byte for byte", async () => {
    const first = await exported();
    const lines = first.trimEnd().split("\r\n");
    expect(lines[0]).toBe("url,en,ru,transcription");
    expect(lines).toHaveLength((await call<WordDto[]>("GET", "/words")).body.length + 1);
    // A cell that a spreadsheet would run as a formula leaves as text.
    expect(first).toContain(`suffix-${tag},'-ing${tag},суффикс,/ɪŋ/\r\n`);

    const report = await importing(first, { apply: true });
    expect(report.status, report.text).toBe(200);
    expect(report.body.counts).toStrictEqual({ new: 0, changed: 0, unchanged: lines.length - 1, invalid: 0 });
    expect(await word(`suffix-${tag}`)).toMatchObject({ en: `-ing${tag}` });
    expect(await exported()).toBe(first);
  });

  it("previews new, changed, unchanged and invalid rows with reasons, and writes nothing", async () => {
    const csv = [
      "en\turl\tru\ttranscription",
      `lantern${tag}\tlantern-${tag}\tфонарь\t/ˈlæntən/`,
      `'-ing${tag}\tsuffix-${tag}\tокончание\t/ɪŋ/`,
      `'-ing${tag}\tsuffix-${tag}\tсуффикс\t/ɪŋ/`,
      `=cmd|' /C calc'!A0\tformula-${tag}\tформула\t/x/`,
      `-ing${tag}\tminus-${tag}\tминус\t/x/`,
      `kettle${tag}\tBad Url\tчайник\t/ˈketl/`,
    ].join("\n");
    const report = await importing(csv);
    expect(report.status, report.text).toBe(200);
    expect(report.body.applied).toBe(false);
    expect(report.body.rows.map((row) => [row.row, row.status])).toStrictEqual([
      [2, "new"],
      [3, "changed"],
      [4, "invalid"],
      [5, "invalid"],
      [6, "invalid"],
      [7, "invalid"],
    ]);
    const [, changed, duplicate, formula, rawMinus, badUrl] = report.body.rows;
    expect(changed!.values).toStrictEqual({
      url: `suffix-${tag}`,
      en: `-ing${tag}`,
      ru: "окончание",
      transcription: "/ɪŋ/",
    });
    expect(duplicate!.errors.url).toBe("Also on row 3: a key may appear once");
    expect(formula!.errors.en).toMatch(/formula/);
    expect(rawMinus!.errors.en).toMatch(/formula/);
    expect(badUrl!.errors.url).toMatch(/lowercase letters/);
    expect(report.body.counts).toStrictEqual({ new: 1, changed: 1, unchanged: 0, invalid: 4 });
    expect(await word(`suffix-${tag}`)).toMatchObject({ ru: "суффикс" });
    expect(await word(`lantern-${tag}`)).toBeUndefined();
  });

  it("applies all rows in one go, or none while a row is invalid and not skipped", async () => {
    const csv = [
      "url,en,ru,transcription",
      `candle-${tag},candle${tag},свеча,/ˈkændl/`,
      `suffix-${tag},'-ing${tag},окончание,/ɪŋ/`,
      `broken-${tag},,пусто,/x/`,
    ].join("\r\n");
    const refused = await importing(csv, { apply: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      data: { csv: "1 row is invalid: correct them, or skip the invalid rows" },
    });
    expect(await word(`candle-${tag}`)).toBeUndefined();
    expect(await word(`suffix-${tag}`)).toMatchObject({ ru: "суффикс" });

    const applied = await importing(csv, { apply: true, skipInvalid: true });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.counts).toStrictEqual({ new: 1, changed: 1, unchanged: 0, invalid: 1 });
    expect(await word(`candle-${tag}`)).toMatchObject({ en: `candle${tag}`, ru: "свеча" });
    expect(await word(`suffix-${tag}`)).toMatchObject({ en: `-ing${tag}`, ru: "окончание" });
    expect(await word(`broken-${tag}`)).toBeUndefined();
  });

  it("refuses a malformed file with a clear message and changes nothing", async () => {
    const before = await exported();
    const cases: Array<[string, RegExp]> = [
      ["url,en,russkiy,transcription\r\nx,y,z,w", /Unknown column "russkiy"/],
      ["url,en,ru\r\nx,y,z", /Missing column transcription/],
      [`url,en,ru,transcription\r\nquote-${tag},"open,ру,/x/`, /Row 2: .*[Qq]uote/],
    ];
    for (const [csv, message] of cases) {
      const response = await importing(csv, { apply: true, skipInvalid: true });
      expect(response.status, csv).toBe(422);
      expect((response.body as unknown as { data: { csv: string } }).data.csv).toMatch(message);
    }
    const tooLarge = await importing("x".repeat(2_000_001));
    expect(tooLarge.status).toBe(422);
    expect(await exported()).toBe(before);
  });

  it("keeps a value that starts with an apostrophe and a formula sign as it is through export and import", async () => {
    // An import takes one apostrophe off before a formula sign, so such a value leaves with one more.
    const url = `ish-${tag}`;
    const created = await call("POST", "/words", {
      token: admin,
      body: { url, en: `'-ish${tag}`, ru: `''=суффикс`, transcription: "/ɪʃ/" },
    });
    expect(created.status, created.text).toBe(201);
    const csv = await exported();
    expect(csv).toContain(`${url},''-ish${tag},'''=суффикс,/ɪʃ/\r\n`);

    const preview = await importing(csv);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.rows.find((row) => row.values.url === url)).toMatchObject({
      status: "unchanged",
      values: { en: `'-ish${tag}`, ru: `''=суффикс` },
    });
    expect(preview.body.counts).toMatchObject({ new: 0, changed: 0, invalid: 0 });
  });

  it("lets only administrators import (editors through an endpoint rule, as any call)", async () => {
    const { token } = await registerLearner(`csv${tag}`);
    const csv = `url,en,ru,transcription\r\nowl-${tag},owl,сова,/aʊl/`;
    expect((await call("POST", "/words/import", { body: { csv } })).status).toBe(401);
    expect((await call("POST", "/words/import", { token, body: { csv } })).status).toBe(403);
  });
});

describe("CSV export and import of phrases", () => {
  it("keeps a phrase's answers a line each, and re-importing the export changes nothing", async () => {
    const created = await call("POST", "/phrases", {
      token: admin,
      body: {
        url: `greeting-${tag}`,
        enQuestion: `good morning ${tag}`,
        ru: `доброе утро ${tag}`,
        answers: ["good morning", "morning"],
      },
    });
    expect(created.status, created.text).toBe(201);
    const exported = await call("GET", "/phrases/export", { token: admin });
    expect(exported.status).toBe(200);
    expect(exported.text.split("\r\n")[0]).toBe("url,enQuestion,ru,answers");
    expect(exported.text).toContain(
      `greeting-${tag},good morning ${tag},доброе утро ${tag},"good morning\nmorning"\r\n`,
    );

    const again = await call<ImportReport>("POST", "/phrases/import", {
      token: admin,
      body: { csv: exported.text, apply: true },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.counts.changed + again.body.counts.new + again.body.counts.invalid).toBe(0);
    expect((await call("GET", "/phrases/export", { token: admin })).text).toBe(exported.text);

    const edited = exported.text.replace('"good morning\nmorning"', '"good morning\n\nmorning all"');
    const preview = await call<ImportReport>("POST", "/phrases/import", {
      token: admin,
      body: { csv: edited },
    });
    const row = preview.body.rows.find((each) => each.values.url === `greeting-${tag}`);
    expect(row).toMatchObject({ status: "changed", values: { answers: "good morning\nmorning all" } });
  });

  it("reads the phrase columns in any case and refuses a phrase without answers", async () => {
    const csv = `URL;ENQUESTION;RU;ANSWERS\r\nempty-${tag};where is it;где это;\r\n`;
    const report = await call<ImportReport>("POST", "/phrases/import", { token: admin, body: { csv } });
    expect(report.status, report.text).toBe(200);
    expect(report.body.rows[0]).toMatchObject({
      status: "invalid",
      errors: { answers: "At least one answer is required" },
    });
  });
});

describe("CSV export and import of units", () => {
  it("names a unit's words and phrases by url in its order, and re-importing the export changes nothing", async () => {
    const word = async (name: string) => {
      const saved = await call<{ data: WordDto }>("POST", "/words", {
        token: admin,
        body: { url: `${name}-${tag}`, en: `${name} ${tag}`, ru: "слово", transcription: "/x/" },
      });
      expect(saved.status, saved.text).toBe(201);
      return saved.body.data;
    };
    const [kettle, teapot] = [await word("kettle"), await word("teapot")];
    const unit = await call("POST", "/units", {
      token: admin,
      body: { name: `Kitchen ${tag}`, url: `kitchen-${tag}`, words: [teapot.id, kettle.id] },
    });
    expect(unit.status, unit.text).toBe(201);

    const exported = await call("GET", "/units/export");
    expect(exported.status).toBe(200);
    expect(exported.text.split("\r\n")[0]).toBe("url,name,words,phrases");
    expect(exported.text).toContain(`kitchen-${tag},Kitchen ${tag},"teapot-${tag}\nkettle-${tag}",\r\n`);
    const again = await call<ImportReport>("POST", "/units/import", {
      token: admin,
      body: { csv: exported.text, apply: true },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.counts.changed + again.body.counts.new + again.body.counts.invalid).toBe(0);
    expect((await call("GET", "/units/export")).text).toBe(exported.text);

    // A new unit and a reordered one apply together; the unknown url stops a third.
    const csv = [
      "name\turl\twords\tphrases",
      `Kitchen ${tag}\tkitchen-${tag}\t"kettle-${tag}\nteapot-${tag}"\t`,
      `Pantry ${tag}\tpantry-${tag}\tkettle-${tag}\t`,
      `Cellar ${tag}\tcellar-${tag}\t"kettle-${tag}\nno-such-word-${tag}"\t`,
    ].join("\r\n");
    const preview = await call<ImportReport>("POST", "/units/import", { token: admin, body: { csv } });
    expect(preview.body.rows.map((row) => [row.status, row.errors])).toStrictEqual([
      ["changed", {}],
      ["new", {}],
      ["invalid", { words: `No word has the url no-such-word-${tag}` }],
    ]);
    const applied = await call<ImportReport>("POST", "/units/import", {
      token: admin,
      body: { csv, apply: true, skipInvalid: true },
    });
    expect(applied.status, applied.text).toBe(200);
    expect((await call<UnitDto>("GET", `/units/kitchen-${tag}`)).body.words).toStrictEqual([
      kettle.id,
      teapot.id,
    ]);
    expect((await call<UnitDto>("GET", `/units/pantry-${tag}`)).body.words).toStrictEqual([kettle.id]);
    expect((await call("GET", `/units/cellar-${tag}`)).status).toBe(404);
  });

  it("keeps the url of the export itself free", async () => {
    const refused = await call("POST", "/units", { token: admin, body: { name: "Export", url: "export" } });
    expect(refused.body).toMatchObject({ valid: false, data: { url: "This URL is reserved" } });
  });
});
