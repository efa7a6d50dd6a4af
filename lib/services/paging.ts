import "server-only";
import { and, asc, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { Page } from "@/lib/types/page";
import { DEFAULT_PAGE_SIZE, type PageQuery } from "@/lib/validation/paging";
import { isStorableText } from "@/lib/validation/storable";

/** How one list is searched and paged (migration 0007 indexes each of these). */
export type Listing = {
  table: PgTable;
  columns: SelectedFields;
  id: PgColumn;
  /** The list's order: this text column, then the id; or the id alone when null. */
  sortBy: PgColumn | null;
  /** The fields a person would type into a search box. */
  searchable: PgColumn[];
};

type CursorValues = [sort: string, id: number] | [id: number];

const badCursor = () => AppError.badRequest("Invalid query parameter cursor: it is not one this API gave");

function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The cursor of the page after this row of a list in id order (sortBy null). */
export function idCursor(id: number): string {
  return encodeCursor([id]);
}

function decodeCursor(cursor: string, sorted: boolean): CursorValues {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
  if (!Array.isArray(values)) throw badCursor();
  // A forged cursor may carry text the database cannot hold (a NUL): no row sorts after it.
  const isSortKey = (value: unknown): value is string => typeof value === "string" && isStorableText(value);
  if (sorted && values.length === 2 && isSortKey(values[0]) && isId(values[1])) {
    return [values[0], values[1]];
  }
  if (!sorted && values.length === 1 && isId(values[0])) return [values[0]];
  throw badCursor();
}

/**
 * The ids of the rows a search finds. A field matches when it contains what
 * was typed, case aside (the spec's list filter). Only when no row does is
 * what was typed taken for a typo: trigram similarity of the whole field
 * (`%`) or of its closest word (`<%`), so near misses never crowd out (nor
 * page ahead of) what was asked for. Every condition is a branch of its own,
 * so each is served by its field's trigram index; the containing rows are
 * found once, and when there are any the typo branches do not run.
 */
function matchingIds({ table, id, searchable }: Listing, typed: string): SQL {
  const term = typed.toLowerCase();
  const contains = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const containing = searchable.map(
    (column) => sql`SELECT ${id} FROM ${table} WHERE lower(${column}) LIKE ${contains}`,
  );
  const alike = searchable
    .flatMap((column) => [sql`lower(${column}) % ${term}`, sql`${term} <% lower(${column})`])
    .map(
      (similar) => sql`SELECT ${id} FROM ${table} WHERE ${similar} AND NOT EXISTS (SELECT 1 FROM containing)`,
    );
  return sql`WITH containing AS MATERIALIZED (${sql.join(containing, sql` UNION `)})
    SELECT * FROM containing UNION ${sql.join(alike, sql` UNION `)}`;
}

/**
 * One page of a list in its own order, after the cursor's row (keyset
 * paging): rows written meanwhile never make a row appear twice or vanish
 * from the pages still to come. One statement, through the list's index.
 */
export async function pageOf<T>(listing: Listing, query: PageQuery): Promise<Page<T>> {
  const { table, columns, id, sortBy } = listing;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sortBy !== null);
  const afterCursor =
    after === undefined
      ? undefined
      : after.length === 2
        ? sql`(${sortBy}, ${id}) > (${after[0]}, ${after[1]})`
        : sql`${id} > ${after[0]}`;
  const db = await getDb();
  const rows = await db
    .select({ ...columns, pageId: id, pageSort: sortBy ?? id })
    .from(table)
    // The ids as an array: the page's rows are then read by primary key, never by a scan of the table.
    .where(and(query.q ? sql`${id} = ANY(ARRAY(${matchingIds(listing, query.q)}))` : undefined, afterCursor))
    .orderBy(...(sortBy ? [asc(sortBy)] : []), asc(id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(sortBy ? [String(last.pageSort), Number(last.pageId)] : [Number(last.pageId)])
      : null;
  const items = page.map(({ pageId: _id, pageSort: _sort, ...item }) => item as T);
  return { items, nextCursor };
}

/**
 * The ids of every row a search finds (every row without one), in the list's
 * order, up to `max`: what "select all matching" acts on. `more` says that
 * rows were left out.
 */
export async function idsOf(
  listing: Listing,
  q: string | undefined,
  max: number,
): Promise<{ ids: number[]; more: boolean }> {
  const { table, id, sortBy } = listing;
  const db = await getDb();
  const rows = await db
    .select({ id })
    .from(table)
    .where(q ? sql`${id} = ANY(ARRAY(${matchingIds(listing, q)}))` : undefined)
    .orderBy(...(sortBy ? [asc(sortBy)] : []), asc(id))
    .limit(max + 1);
  return { ids: rows.slice(0, max).map((row) => Number(row.id)), more: rows.length > max };
}
