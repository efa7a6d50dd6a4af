// Searches are public (GET words, GET units), so what one may cost everyone
// else is bounded: a typo is looked for only in a word or two, searches run
// in a few slots of their own, and a search that cannot start soon is
// refused instead of queueing logins and pages behind it.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getDriver } from "@/db/client";
import { inSearchSlot } from "@/lib/services/search-slots";
import type { WordDto } from "@/lib/types/content";
import { call, errorBody, logIn } from "../../support/api";
import { stoppedClock } from "../../support/limits";

type Page<T> = { items: T[]; nextCursor: string | null };

const tag = randomBytes(3).toString("hex");
const LONG_WORD = `supercalifragilisticexpialidocious${tag}`;
let admin: string;

const found = async (q: string) => {
  const response = await call<Page<WordDto>>("GET", `/words?q=${encodeURIComponent(q)}`);
  expect(response.status, response.text).toBe(200);
  return response.body.items.map((word) => word.en);
};

/** Holds every search slot of the process until `release` is called. */
async function holdEverySlot(): Promise<{ release: () => Promise<void> }> {
  const slots = (await getDriver()) === "pglite" ? 1 : 2;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: Array<Promise<void>> = [];
  // Returns once every holder runs in its slot.
  await Promise.all(
    Array.from(
      { length: slots },
      () =>
        new Promise<void>((started) => {
          held.push(
            inSearchSlot(() => {
              started();
              return gate;
            }),
          );
        }),
    ),
  );
  return {
    release: async () => {
      open();
      await Promise.all(held);
    },
  };
}

beforeAll(async () => {
  admin = await logIn("admin");
  const created = await call("POST", "/words", {
    token: admin,
    body: { url: `long-${tag}`, en: LONG_WORD, ru: "длинное слово", transcription: "/ˌsuːpə/" },
  });
  expect(created.status, created.text).toBe(201);
});

describe("a search's cost", () => {
  it("looks for a typo only in what could be a word or two", async () => {
    // 40 letters, one missing: too long to be taken for a typo, so nothing is found.
    expect(await found(LONG_WORD.replace("expiali", "expali"))).toStrictEqual([]);
    // What it contains is still found, however long.
    expect(await found(LONG_WORD.slice(2))).toStrictEqual([LONG_WORD]);
    // Past the part the index is asked for, every character still has to be contained.
    expect(await found(`${LONG_WORD.slice(0, 36)}q`)).toStrictEqual([]);
    // A typo in a shorter part is forgiven as before.
    expect(await found("supercalifragilstic")).toContain(LONG_WORD);
  });

  it("keeps each trigram index's pending list small, since no autovacuum merges it on PGlite", async () => {
    const db = await getDb();
    const indexes = await db
      .select({ name: sql<string>`c.relname`, options: sql<string[] | null>`c.reloptions` })
      .from(sql`pg_class c JOIN pg_am a ON a.oid = c.relam`)
      .where(sql`a.amname = 'gin' AND c.relname LIKE '%trgm_idx'`)
      .orderBy(sql`c.relname`);
    expect(indexes.length).toBe(7);
    for (const index of indexes)
      expect(index.options, index.name).toStrictEqual(["gin_pending_list_limit=64"]);
  });

  it("refuses a search that cannot start within a second with 503, while other reads go on", async () => {
    const slots = await holdEverySlot();
    try {
      const started = performance.now();
      const [search, list] = await Promise.all([
        call("GET", `/words?q=${"q".repeat(100)}`),
        call("GET", "/units?limit=5"),
      ]);
      expect(list.status, list.text).toBe(200);
      expect(search.body).toStrictEqual(
        errorBody(503, "Too many searches are running; please try again in a moment"),
      );
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(2_000);
    } finally {
      await slots.release();
    }
    expect(await found(LONG_WORD)).toStrictEqual([LONG_WORD]);
  });

  it("refuses searches beyond those that may wait, at once", async () => {
    const slots = await holdEverySlot();
    const outcomes = Array.from({ length: 25 }, () =>
      inSearchSlot(async () => "ran").catch((error: { status?: number }) => error.status),
    );
    // Every one of them has asked for a slot before the slots come free.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await slots.release();
    const settled = await Promise.all(outcomes);
    // 20 wait for a slot and run once it is free; the 5 beyond them are refused without waiting.
    expect(settled.filter((outcome) => outcome === "ran")).toHaveLength(20);
    expect(settled.filter((outcome) => outcome === 503)).toHaveLength(5);
  });
});

describe("searches per client address", () => {
  stoppedClock();
  const search = (address: string, q = "travel") =>
    call("GET", `/words?q=${encodeURIComponent(q)}&limit=1`, { address });

  it("answer 120 a minute from one address (an IPv6 client's /64), then 429", async () => {
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++) {
      statuses.push((await search("2001:db8:5:6::a")).status, (await search("2001:DB8:5:6:0::b")).status);
    }
    expect(statuses).toStrictEqual(Array(120).fill(200));

    expect((await search("[2001:db8:5:6::c]:443")).body).toStrictEqual(
      errorBody(429, "Too many searches from your address. Please try again in 1 minute."),
    );
    // Another network searches on; the list itself is never held, nor its paging.
    expect((await search("2001:db8:5:7::a")).status).toBe(200);
    expect((await call("GET", "/words?limit=1", { address: "2001:db8:5:6::a" })).status).toBe(200);
    // The next minute brings a new allowance.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await search("2001:db8:5:6::a")).status).toBe(200);
  });
});
