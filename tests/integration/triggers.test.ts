// The list of triggers a newcomer reads (db/triggers.ts) is the database's
// own: a migration that adds or drops a trigger must say so there.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/db/client";
import { TRIGGERS } from "@/db/triggers";

it("lists every trigger of the migrated database, and only those", async () => {
  const db = await getDb();
  const found = await db
    .select({
      table: sql<string>`c.relname`,
      name: sql<string>`t.tgname`,
      function: sql<string>`p.proname`,
    })
    .from(sql`pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid`)
    // Foreign keys are carried out by internal triggers: those belong to the schema's references.
    .where(sql`NOT t.tgisinternal`);
  const key = (trigger: { table: string; name: string }) => `${trigger.table} ${trigger.name}`;
  const sorted = <T extends { table: string; name: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(found)).toStrictEqual(sorted(TRIGGERS));
});
