// The learner's unit side list carries one page of units: the first from the
// catalogue in memory, searches and later pages from SQL, in one order with
// one kind of cursor, so walking it lists every unit exactly once.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { units } from "@/db/schema";
import { listUnitSummaries, pageUnitSummaries } from "@/lib/services/content/units";
import type { UnitSummary } from "@/lib/types/content";
import { expectAppError } from "../support/app-error";

const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  const db = await getDb();
  await db.insert(units).values(
    Array.from({ length: 60 }, (_, index) => ({
      name: `Shelf ${tag} ${index}`,
      url: `shelf-${tag}-${index}`,
    })),
  );
  await db.insert(units).values({ name: `Kilimanjaro ${tag}`, url: `kilimanjaro-${tag}` });
});

async function walk(limit: number, q?: string): Promise<UnitSummary[][]> {
  const pages: UnitSummary[][] = [];
  let cursor: string | undefined;
  do {
    const page = await pageUnitSummaries({ q, limit, cursor });
    pages.push(page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 100);
  return pages;
}

describe("pageUnitSummaries", () => {
  it("walks every unit once, in the full list's order", async () => {
    const all = await listUnitSummaries();
    expect(all.length).toBeGreaterThan(60);
    const pages = await walk(25);
    expect(pages[0]).toHaveLength(25);
    expect(pages.flat()).toStrictEqual(all);
  });

  it("answers the whole list on one page when it fits, with no cursor", async () => {
    const all = await listUnitSummaries();
    const page = await pageUnitSummaries({ limit: 200 });
    expect(page).toStrictEqual({ items: all, nextCursor: null });
  });

  it("searches by name on the server, a typo included", async () => {
    const found = await pageUnitSummaries({ q: `shelf ${tag} 42` });
    expect(found.items.map((unit) => unit.name)).toContain(`Shelf ${tag} 42`);
    const typo = await pageUnitSummaries({ q: "Kilimajnaro" });
    expect(typo.items.map((unit) => unit.name)).toContain(`Kilimanjaro ${tag}`);
    const pages = await walk(7, `shelf ${tag}`);
    expect(pages.flat().map((unit) => unit.name)).toStrictEqual(
      Array.from({ length: 60 }, (_, index) => `Shelf ${tag} ${index}`),
    );
  });

  it("refuses a cursor it did not give", async () => {
    await expectAppError(pageUnitSummaries({ cursor: "not-a-cursor" }), 400, /cursor/);
  });
});
