// The embedded client leaves drizzle's text types as text once, so each query
// can drop drizzle's own request for them (db/pglite-text-types.ts): that holds
// only while drizzle asks for nothing else, and asks for text.
import type { QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { units } from "@/db/schema";
import { textTypeParsers, withoutTextTypeParsers } from "@/db/pglite-text-types";

/** The options drizzle hands the PGlite client with a raw statement and with a typed select. */
async function drizzleQueryOptions(): Promise<QueryOptions[]> {
  const seen: QueryOptions[] = [];
  const client = {
    query: async (_sql: string, _params: unknown[], options: QueryOptions) => {
      seen.push(options);
      return { rows: [], fields: [], affectedRows: 0 };
    },
  };
  const db = drizzle(client as never);
  await db.execute(sql`select now()`);
  await db.select({ id: units.id }).from(units);
  return seen;
}

describe("the embedded client's text types", () => {
  it("cover every type drizzle asks to read as text, and leave each value as it came", async () => {
    const options = await drizzleQueryOptions();
    expect(options).toHaveLength(2);
    const clientParsers = textTypeParsers();
    for (const each of options) {
      const oids = Object.keys(each.parsers ?? {}).map(Number);
      expect(oids.length).toBeGreaterThan(0);
      for (const oid of oids) {
        expect(clientParsers[oid], `type ${oid}`).toBeDefined();
        expect(each.parsers![oid]!("2026-11-29 03:00:00+00")).toBe("2026-11-29 03:00:00+00");
        expect(clientParsers[oid]!("2026-11-29 03:00:00+00")).toBe("2026-11-29 03:00:00+00");
      }
      expect(withoutTextTypeParsers(each)).toEqual({ rowMode: each.rowMode });
    }
  });

  it("keep a query's parsers when they name another type", () => {
    const json = (value: string) => JSON.parse(value) as unknown;
    const options: QueryOptions = {
      rowMode: "array",
      parsers: { 1184: (value: string) => value, 3802: json },
    };
    expect(withoutTextTypeParsers(options)).toBe(options);
    expect(withoutTextTypeParsers(undefined)).toBeUndefined();
    const withoutParsers: QueryOptions = { rowMode: "object" };
    expect(withoutTextTypeParsers(withoutParsers)).toBe(withoutParsers);
  });
});
