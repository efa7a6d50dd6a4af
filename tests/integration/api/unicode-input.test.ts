// Invisible (Unicode format, category Cf) and text-direction control
// characters through the REST API: text with nothing visible counts as
// empty, bidi overrides/isolates are refused, and nothing is stored.
import { beforeAll, describe, expect, it } from "vitest";
import { call, logIn, type Saved, validationBody } from "../../support/api";
import type { ScopeDto } from "@/lib/types/access";
import type { PhraseDto, UnitDto } from "@/lib/types/content";

let admin: string;

beforeAll(async () => {
  admin = await logIn("admin");
});

async function unitNames(): Promise<string[]> {
  const response = await call<UnitDto[]>("GET", "/units");
  expect(response.status).toBe(200);
  return response.body.map((unit) => unit.name);
}

describe("units", () => {
  it("refuses a name of zero-width spaces as empty and stores nothing", async () => {
    const response = await call("POST", "/units", {
      token: admin,
      body: { name: "\u200B\u200B", url: "invisible-unit" },
    });

    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual(validationBody({ name: "Name is required" }));
    expect(await unitNames()).not.toContain("\u200B\u200B");
    expect((await call("GET", "/units/invisible-unit")).status).toBe(404);
  });

  it("refuses a name holding a RIGHT-TO-LEFT OVERRIDE and stores nothing", async () => {
    const name = "Travel \u202Eexe.txt";
    const response = await call("POST", "/units", { token: admin, body: { name, url: "reversed-unit" } });

    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual(
      validationBody({ name: "Name may not contain text-direction control characters" }),
    );
    expect(await unitNames()).not.toContain(name);
  });

  it("still stores a name with an emoji sequence and a left-to-right mark", async () => {
    const name = "Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200E";
    const response = await call<Saved<UnitDto>>("POST", "/units", {
      token: admin,
      body: { name, url: "family-emoji" },
    });

    expect(response.status).toBe(201);
    expect(response.body.data.name).toBe(name);
    expect(await unitNames()).toContain(name);
  });
});

describe("phrases", () => {
  const base = { url: "zero-width", enQuestion: "I am here", ru: "Я здесь." };

  it("refuses answers that are only a zero-width space", async () => {
    const response = await call("POST", "/phrases", { token: admin, body: { ...base, answers: ["\u200B"] } });

    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual(validationBody({ answers: "At least one answer is required" }));
    const phrases = await call<PhraseDto[]>("GET", "/phrases", { token: admin });
    expect(phrases.body.map((phrase) => phrase.url)).not.toContain("zero-width");
  });

  it("drops invisible answers beside visible ones", async () => {
    const response = await call<Saved<PhraseDto>>("POST", "/phrases", {
      token: admin,
      body: { ...base, url: "drops-invisible", answers: ["\uFEFF", " I am here. ", "\u00AD\u2060"] },
    });

    expect(response.status).toBe(201);
    expect(response.body.data.answers).toStrictEqual(["I am here."]);
  });

  it("refuses a text-direction isolate in an answer", async () => {
    const response = await call("POST", "/phrases", {
      token: admin,
      body: { ...base, answers: ["I am \u2067here\u2069"] },
    });

    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual(
      validationBody({ answers: "An answer may not contain text-direction control characters" }),
    );
  });
});

describe("scopes", () => {
  it("refuses a name of only a BOM or a word joiner and stores nothing", async () => {
    const bom = await call("POST", "/scopes", { token: admin, body: { name: "\uFEFF", value: "bom-scope" } });
    const joiner = await call("POST", "/scopes", {
      token: admin,
      body: { name: "\u2060", value: "wj-scope" },
    });

    expect([bom.status, joiner.status]).toStrictEqual([422, 422]);
    expect(bom.body).toStrictEqual(validationBody({ name: "Name is required" }));
    expect(joiner.body).toStrictEqual(validationBody({ name: "Name is required" }));
    const scopes = await call<ScopeDto[]>("GET", "/scopes", { token: admin });
    expect(scopes.body.map((scope) => scope.value)).not.toContain("bom-scope");
    expect(scopes.body.map((scope) => scope.value)).not.toContain("wj-scope");
  });
});
