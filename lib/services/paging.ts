import "server-only";
import { and, asc, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { getDb, getDriver, transaction } from "@/db/client";
import { findPgError } from "@/db/pg-error";
import type { Executor } from "@/db/types";
import { AppError } from "@/lib/errors";
import type { Page } from "@/lib/types/page";
import { DEFAULT_PAGE_SIZE, type PageQuery } from "@/lib/validation/paging";
import { isStorableText } from "@/lib/validation/storable";
import { inSearchSlot } from "./search-slots";

/** SQLSTATE of a statement stopped by its time limit. */
const QUERY_CANCELED = "57014";

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

/** Ids are `serial` columns: a cursor naming an id past PostgreSQL's integer names no row. */
const MAX_ID = 2_147_483_647;

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
  const isId = (value: unknown): value is number =>
    Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
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
 * A typo is looked for only in what could be a word or two: the trigram
 * index reads the rows of every trigram of what was typed, so a long text
 * would cost a read of most of the table (and no typo search finds a
 * sentence anyway).
 */
const MAX_TYPO_LENGTH = 32;
/** Rows each typo branch may take: the near misses of a vague search are a sample, not a scan. */
const MAX_ALIKE_ROWS = 200;
/** PostgreSQL stops a search statement that runs longer than this (PGlite cannot stop one). */
const SEARCH_TIMEOUT_MS = 1_500;
/** Characters of a search the trigram index is asked for (see `contains`). */
const INDEXED_LENGTH = 16;
/** Rows in the list's order a search looks among before it turns to the trigram indexes. */
const SCAN_WINDOW = 2_000;

/** What a LIKE matches when a field contains what was typed, case aside (`%` and `_` as text). */
function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a field contains what was typed, case aside. The trigram index is
 * asked for the first INDEXED_LENGTH characters only, since it reads the rows
 * of every trigram it is given; `strpos`, which no index serves, checks the
 * rest on the few rows found.
 */
function contains(column: PgColumn, term: string): SQL {
  const characters = Array.from(term);
  const indexed = sql`lower(${column}) LIKE ${containsPattern(characters.slice(0, INDEXED_LENGTH).join(""))}`;
  return characters.length > INDEXED_LENGTH
    ? sql`${indexed} AND strpos(lower(${column}), ${term}) > 0`
    : indexed;
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
  const containing = searchable.map(
    (column) => sql`SELECT ${id} FROM ${table} WHERE ${contains(column, term)}`,
  );
  const containingRows = sql`WITH containing AS MATERIALIZED (${sql.join(containing, sql` UNION `)})`;
  if (term.length > MAX_TYPO_LENGTH) return sql`${containingRows} SELECT * FROM containing`;
  const alike = searchable
    .flatMap((column) => [sql`lower(${column}) % ${term}`, sql`${term} <% lower(${column})`])
    .map(
      (similar) =>
        sql`(SELECT ${id} FROM ${table} WHERE ${similar} AND NOT EXISTS (SELECT 1 FROM containing) LIMIT ${MAX_ALIKE_ROWS})`,
    );
  return sql`${containingRows} SELECT * FROM containing UNION ${sql.join(alike, sql` UNION `)}`;
}

/**
 * Runs a search with a bound on what it may cost everyone else: in one of
 * the process's search slots and, on PostgreSQL, under a statement time
 * limit (a search stopped so is answered 503, like a busy slot).
 */
async function searching<T>(run: (db: Executor) => Promise<T>): Promise<T> {
  return inSearchSlot(async () => {
    const db = await getDb();
    if ((await getDriver()) === "pglite") return run(db);
    try {
      return await transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('statement_timeout', ${String(SEARCH_TIMEOUT_MS)}, true)`);
        return run(tx);
      });
    } catch (error) {
      if (findPgError(error)?.code === QUERY_CANCELED) {
        throw AppError.unavailable("The search took too long; please search for something more precise");
      }
      throw error;
    }
  });
}

/**
 * One page of a list in its own order, after the cursor's row (keyset
 * paging): rows written meanwhile never make a row appear twice or vanish
 * from the pages still to come.
 *
 * A search first looks among the next SCAN_WINDOW rows in the list's order
 * (read through the list's index): when what was typed is common, the page
 * is there and no index of the whole table is read. Otherwise the rows are
 * few, and the trigram indexes find them (matchingIds).
 */
export async function pageOf<T>(listing: Listing, query: PageQuery): Promise<Page<T>> {
  const { table, columns, id, sortBy, searchable } = listing;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sortBy !== null);
  const afterCursor =
    after === undefined
      ? undefined
      : after.length === 2
        ? sql`(${sortBy}, ${id}) > (${after[0]}, ${after[1]})`
        : sql`${id} > ${after[0]}`;
  const order = [...(sortBy ? [asc(sortBy)] : []), asc(id)];
  // The ids as an array: the page's rows are then read by primary key, never by a scan of the table.
  const read = (db: Executor, ids: SQL | undefined, filter?: SQL) =>
    db
      .select({ ...columns, pageId: id, pageSort: sortBy ?? id })
      .from(table)
      .where(and(ids && sql`${id} = ANY(ARRAY(${ids}))`, filter, afterCursor))
      .orderBy(...order)
      .limit(limit + 1);
  const { q } = query;
  const rows = !q
    ? await read(await getDb(), undefined)
    : await searching(async (db) => {
        const nextRows = db
          .select({ id })
          .from(table)
          .where(afterCursor)
          .orderBy(...order)
          .limit(SCAN_WINDOW);
        const term = q.toLowerCase();
        const common = await read(
          db,
          sql`${nextRows}`,
          or(...searchable.map((column) => contains(column, term))),
        );
        return common.length > limit ? common : read(db, matchingIds(listing, q));
      });
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
  const read = async (db: Executor) =>
    db
      .select({ id })
      .from(table)
      .where(q ? sql`${id} = ANY(ARRAY(${matchingIds(listing, q)}))` : undefined)
      .orderBy(...(sortBy ? [asc(sortBy)] : []), asc(id))
      .limit(max + 1);
  const rows = q ? await searching(read) : await read(await getDb());
  return { ids: rows.slice(0, max).map((row) => Number(row.id)), more: rows.length > max };
}
