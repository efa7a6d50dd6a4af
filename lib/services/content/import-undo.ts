import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import { idArray, textArray } from "@/db/bound-values";
import { phrases, units, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { KeptRows } from "./undo-batches";

/** The url-keyed tables a CSV import writes and its undo puts back. */
type ImportedTable = typeof words | typeof phrases | typeof units;

/**
 * What an applied import changed in its table, read in its transaction around
 * the write: the rows it is about to change as they are (locked), and after
 * the write, the ids of the rows it created.
 */
export async function trackImport(
  tx: Transaction,
  table: ImportedTable,
  urls: string[],
  write: () => Promise<void>,
): Promise<{ created: number[]; changed: Array<{ id: number; url: string }> }> {
  const [before] = await tx
    .select({ rows: sql<Array<{ id: number; url: string }>>`coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)` })
    .from(sql`(SELECT * FROM ${table} WHERE "url" = ANY(${textArray(urls)}) ORDER BY "id" FOR UPDATE) t`);
  const changed = before?.rows ?? [];
  await write();
  const existed = new Set(changed.map((row) => row.url));
  const created = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.url} = ANY(${textArray(urls.filter((url) => !existed.has(url)))})`);
  return { created: created.map((row) => row.id), changed };
}

/**
 * Undoes an import in one table: the rows it created go and the rows it
 * changed are as they were (every column but the id and the url, which keyed
 * them). Answers how many rows came back or went.
 */
export async function restoreImported(
  tx: Transaction,
  table: ImportedTable,
  kept: KeptRows,
): Promise<number> {
  const created = (kept.created ?? []) as number[];
  const changed = kept.changed ?? [];
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== "id" && name !== "url");
  const set = sql.join(
    columns.map((name) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM ${table} WHERE "id" = ANY(${idArray(created)})`);
  await tx.execute(sql`
    UPDATE ${table} t SET ${set}
    FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(changed)}::jsonb) r
    WHERE t."id" = r."id"`);
  return created.length + changed.length;
}
