// Lists searched and paged in SQL: GET words, phrases, units and users with
// ?q=, ?limit= and ?cursor= answer one page and the next page's cursor;
// without them the contract's full list stands.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { UserDto } from "@/lib/types/access";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import { call, errorBody, logIn } from "../../support/api";
import { makePhrase, makeUnit } from "../../support/factories";

type Page<T> = { items: T[]; nextCursor: string | null };

let admin: string;
const tag = randomBytes(3).toString("hex");

async function createWord(en: string, ru: string): Promise<WordDto> {
  const url = `w-${randomBytes(6).toString("hex")}`;
  const created = await call<{ data: WordDto }>("POST", "/words", {
    token: admin,
    body: { url, en, ru, transcription: "/ˈpeɪdʒ/" },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

/** Every page of a list, following the cursors; `between` runs after each page. */
async function walk<T>(path: string, between: (page: number) => Promise<void> = async () => {}) {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const url: string = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
    const response = await call<Page<T>>("GET", url, { token: admin });
    expect(response.status, response.text).toBe(200);
    pages.push(response.body.items);
    cursor = response.body.nextCursor;
    await between(pages.length);
  } while (cursor !== null && pages.length < 1_000);
  return pages;
}

beforeAll(async () => {
  admin = await logIn("admin");
  for (let index = 0; index < 7; index++) await createWord(`paging ${tag} ${index}`, `страница ${index}`);
});

describe("paging", () => {
  it("walks the whole list in its own order, page by page", async () => {
    const full = await call<WordDto[]>("GET", "/words");
    expect(Array.isArray(full.body)).toBe(true);
    const pages = await walk<WordDto>("/words?limit=3");
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(pages.flat()).toStrictEqual(full.body);
  });

  it("never shows a row twice nor loses one while rows are written between pages", async () => {
    const before = (await call<WordDto[]>("GET", "/words")).body;
    const added: WordDto[] = [];
    const pages = await walk<WordDto>("/words?limit=2", async (page) => {
      // One row sorting before everything, one after: written while the walk goes on.
      if (page <= 3) {
        added.push(await createWord(`a ${tag} early ${page}`, "рано"));
        added.push(await createWord(`zz ${tag} late ${page}`, "поздно"));
      }
    });
    const seen = pages.flat().map((word) => word.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const word of before) expect(seen).toContain(word.id);
    // Rows written after the cursor passed their place are not owed; those ahead of it are seen.
    for (const late of added.filter((word) => word.en.startsWith("zz"))) expect(seen).toContain(late.id);
  });

  it("pages units in id order and users in login order, users for administrators only", async () => {
    const units = await walk<UnitDto>("/units?limit=1");
    const ids = units.flat().map((unit) => unit.id);
    expect(ids).toStrictEqual([...ids].sort((a, b) => a - b));
    expect(units.flat()).toStrictEqual((await call<UnitDto[]>("GET", "/units")).body);

    const users = await walk<UserDto>("/users?limit=2");
    expect(users.flat()).toStrictEqual((await call<UserDto[]>("GET", "/users", { token: admin })).body);
    const learner = await logIn("learner");
    expect((await call("GET", "/users?limit=2", { token: learner })).status).toBe(403);
  });
});

describe("search", () => {
  beforeAll(async () => {
    await createWord(`pronunciation${tag}`, `произношение${tag}`);
  });

  it("finds a word by part of its English or Russian, and despite a typo", async () => {
    const found = async (q: string) =>
      (await call<Page<WordDto>>("GET", `/words?q=${encodeURIComponent(q)}`)).body.items.map(
        (word) => word.en,
      );
    expect(await found(`pronun`)).toContain(`pronunciation${tag}`);
    expect(await found(`PRONUN`)).toContain(`pronunciation${tag}`);
    expect(await found(`произнош`)).toContain(`pronunciation${tag}`);
    // Part of a word, as the spec's list filter matches (too short a part to pass for a typo).
    expect(await found(`ИЗНОШ`)).toContain(`pronunciation${tag}`);
    expect(await found(`pronunciaton${tag}`)).toContain(`pronunciation${tag}`);
    expect(await found("qqxxjjvv")).toStrictEqual([]);
    // Wildcards are text: "%" matches no row that does not start with it.
    expect(await found("%")).toStrictEqual([]);
  });

  it("searches phrases, units and users by what a person would type", async () => {
    const [phrase, unit] = await Promise.all([
      makePhrase({
        enQuestion: "Where is the station",
        ru: "Где вокзал?",
        answers: ["Where is the station?"],
      }),
      makeUnit({ name: "Travel by train" }),
    ]);
    const phrases = await call<Page<PhraseDto>>("GET", "/phrases?q=wher", { token: admin });
    expect(phrases.status).toBe(200);
    expect(phrases.body.items).toContainEqual(phrase);
    expect(phrases.body.items.every((found) => /wher/i.test(`${found.enQuestion} ${found.ru}`))).toBe(true);
    const units = await call<Page<UnitDto>>("GET", "/units?q=trav");
    expect(units.body.items.map((listed) => listed.url)).toContain(unit.url);
    const users = await call<Page<UserDto>>("GET", "/users?q=lerner", { token: admin });
    expect(users.body.items.map((user) => user.login)).toContain("learner");
  });
});

describe("paging parameters that cannot be served", () => {
  it("answer 400 naming the parameter", async () => {
    expect((await call("GET", "/words?limit=0")).body).toStrictEqual(
      errorBody(400, "Invalid query parameter limit: limit must be at least 1"),
    );
    expect((await call("GET", "/words?limit=201")).body).toStrictEqual(
      errorBody(400, "Invalid query parameter limit: limit must be at most 200"),
    );
    expect((await call("GET", "/words?limit=ten")).status).toBe(400);
    expect((await call("GET", "/words?cursor=not-a-cursor")).body).toStrictEqual(
      errorBody(400, "Invalid query parameter cursor: it is not one this API gave"),
    );
    // A cursor of one list is no cursor of another with another order.
    const wordPage = await call<Page<WordDto>>("GET", "/words?limit=1");
    const foreign = encodeURIComponent(wordPage.body.nextCursor!);
    expect((await call("GET", `/units?cursor=${foreign}`)).status).toBe(400);
    expect((await call("GET", `/words?q=${"x".repeat(101)}`)).status).toBe(400);
    // Forged cursors: text the database cannot hold, a negative id, a number for the sort key.
    for (const forged of [["\u0000", 1], ["a", -1], [1, 1], ["a"], "a"]) {
      const cursor = Buffer.from(JSON.stringify(forged)).toString("base64url");
      expect((await call("GET", `/words?cursor=${cursor}`)).status, JSON.stringify(forged)).toBe(400);
    }
  });

  it("answer 400 naming cursor when its id is past the database's integers, on every list", async () => {
    const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
    const lists = [
      { path: "/words", values: ["a", 2_147_483_648] },
      { path: "/phrases", values: ["a", 2_147_483_648] },
      { path: "/units", values: [2_147_483_648] },
      { path: "/users", values: ["a", 2_147_483_648] },
      { path: "/units", values: [Number.MAX_SAFE_INTEGER] },
    ];
    for (const { path, values } of lists) {
      const response = await call("GET", `${path}?cursor=${cursorOf(values)}`, { token: admin });
      expect(response.body, `${path} ${JSON.stringify(values)}`).toStrictEqual(
        errorBody(400, "Invalid query parameter cursor: it is not one this API gave"),
      );
    }
    // The largest id there can be is still a cursor: no row comes after it.
    const last = await call<Page<WordDto>>("GET", `/words?cursor=${cursorOf(["a", 2_147_483_647])}`);
    expect(last.status, last.text).toBe(200);
  });
});
