import "server-only";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { idArray } from "@/db/bound-values";
import { transaction } from "@/db/client";
import {
  phrases,
  reviewCards,
  reviewLogs,
  testDrafts,
  testResults,
  unitPhrases,
  units,
  unitWords,
  words,
} from "@/db/schema";
import type { Transaction } from "@/db/types";
import { capitalized } from "@/lib/domain/capitalized";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { BulkDeleted, Undoable } from "@/lib/validation/bulk";
import { returningMembers } from "./bulk-membership";
import { byKey } from "../keys";
import { type BulkResource, keepForUndo, type KeptRows, type UndoResource } from "./undo-batches";

/**
 * A table a delete reaches: its rows are kept as jsonb before the delete
 * (`owned` selects them by the deleted ids) and put back as they were on
 * undo, except where what they point to is gone by then (`restorable`,
 * about the restored row `r`): a unit deleted meanwhile keeps no membership.
 * The row pointed to is held (KEY SHARE) as it is found, so a delete racing
 * the undo either waits for it or leaves that row out, never failing the
 * insert's foreign key.
 */
type Reached = {
  table: PgTable;
  name: string;
  owned: (ids: SQL) => SQL;
  restorable?: SQL;
};

type BulkKind = {
  noun: string;
  /** The records deleted, then every table whose rows go with them (by cascade), in restore order. */
  tables: [Reached, ...Reached[]];
};

/** The rows of `table` whose `column` names a deleted record; on undo, only those whose `pointsTo` row still exists. */
function reachedBy(table: PgTable, column: string, pointsTo?: { table: string; column: string }): Reached {
  return {
    table,
    name: getTableName(table),
    owned: (ids) => sql`${sql.identifier(column)} = ANY(${ids})`,
    restorable:
      pointsTo &&
      sql`EXISTS (SELECT 1 FROM ${sql.identifier(pointsTo.table)} x WHERE x."id" = r.${sql.identifier(pointsTo.column)} FOR KEY SHARE)`,
  };
}

/** The members' table of a unit that a deleted word or phrase is restored into. */
const MEMBERS_OF = { words: unitWords, phrases: unitPhrases } as const;

const BULK_KINDS: Record<UndoResource, BulkKind> = {
  units: {
    noun: "unit",
    tables: [
      reachedBy(units, "id"),
      reachedBy(unitWords, "unit_id", { table: "words", column: "word_id" }),
      reachedBy(unitPhrases, "unit_id", { table: "phrases", column: "phrase_id" }),
      reachedBy(testResults, "unit_id", { table: "users", column: "user_id" }),
      reachedBy(testDrafts, "unit_id", { table: "users", column: "user_id" }),
    ],
  },
  words: {
    noun: "word",
    tables: [
      reachedBy(words, "id"),
      reachedBy(unitWords, "word_id", { table: "units", column: "unit_id" }),
      reachedBy(reviewCards, "word_id", { table: "users", column: "user_id" }),
      reachedBy(reviewLogs, "word_id", { table: "review_cards", column: "card_id" }),
    ],
  },
  phrases: {
    noun: "phrase",
    tables: [
      reachedBy(phrases, "id"),
      reachedBy(unitPhrases, "phrase_id", { table: "units", column: "unit_id" }),
    ],
  },
};

async function keptRows(
  tx: Transaction,
  reached: Reached,
  ids: number[],
  { lock }: { lock: boolean },
): Promise<unknown[]> {
  // The records are locked first, so nothing new links to them while they are read and deleted.
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  const [kept] = await tx
    .select({ rows: sql<unknown[]>`coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)` })
    .from(sql`(SELECT * FROM ${reached.table} WHERE ${reached.owned(idArray(ids))}${forUpdate}) t`);
  return kept?.rows ?? [];
}

/**
 * Deletes the records, keeping every row the delete removes (the records and
 * what cascades with them) so that the caller can undo it within
 * UNDO_WINDOW_MS. Ids that name nothing are passed over; null when none
 * names anything (nothing is deleted or kept).
 */
async function deleteKept(
  tx: Transaction,
  kind: UndoResource,
  principal: Principal,
  ids: number[],
): Promise<BulkDeleted | null> {
  const [records, ...dependents] = BULK_KINDS[kind].tables;
  const kept: KeptRows = {
    [records.name]: await keptRows(tx, records, ids, { lock: true }),
  };
  const deleted = kept[records.name]!.length;
  if (deleted === 0) return null;
  for (const reached of dependents) {
    kept[reached.name] = await keptRows(tx, reached, ids, { lock: false });
  }
  await tx.execute(sql`DELETE FROM ${records.table} WHERE ${records.owned(idArray(ids))}`);
  return { deleted, ...(await keepForUndo(tx, principal, kind, kept)) };
}

/**
 * Deletes many records at once, in one transaction, undoable by the caller
 * for a while. When none of the ids names anything, nothing happens (404).
 */
export async function deleteInBulk(
  kind: BulkResource,
  principal: Principal,
  ids: number[],
): Promise<BulkDeleted> {
  return transaction(async (tx) => {
    const done = await deleteKept(tx, kind, principal, [...new Set(ids)]);
    if (!done) throw AppError.notFound(`None of these ${BULK_KINDS[kind].noun}s exists`);
    return done;
  });
}

/**
 * Deletes one record by its key (id or url), as DELETE {resource}/{key}
 * does, keeping what the delete removes so that the caller can undo it.
 */
export async function deleteUndoably(
  kind: UndoResource,
  { key, principal }: { key: string; principal: Principal },
): Promise<Undoable> {
  const { noun, tables } = BULK_KINDS[kind];
  const table = tables[0].table as typeof units | typeof words | typeof phrases;
  const notFound = () => AppError.notFound(`${capitalized(noun)} was not found`);
  return transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(byKey(table, key));
    if (!row) throw notFound();
    // Deleted by another request between the two reads: the same 404.
    const done = await deleteKept(tx, kind, principal, [row.id]);
    if (!done) throw notFound();
    return { undoToken: done.undoToken, undoUntil: done.undoUntil };
  });
}

/**
 * Puts back what a bulk delete removed, with the same ids. A record whose
 * url was taken meanwhile stops the undo (409 from the caller's transaction).
 */
export async function restoreDeleted(tx: Transaction, kind: UndoResource, kept: KeptRows): Promise<number> {
  const { tables } = BULK_KINDS[kind];
  const putBack = async () => {
    for (const reached of tables) {
      const rows = JSON.stringify(kept[reached.name] ?? []);
      const keep = reached.restorable ? sql` WHERE ${reached.restorable}` : sql``;
      await tx.execute(sql`
        INSERT INTO ${reached.table}
        SELECT r.* FROM jsonb_populate_recordset(NULL::${reached.table}, ${rows}::jsonb) r${keep}`);
    }
  };
  // A deleted unit comes back with the members it held; deleted words or phrases come back into
  // units that may have filled up since.
  if (kind === "units") await putBack();
  else await returningMembers(tx, kind, kept[getTableName(MEMBERS_OF[kind])] ?? [], putBack);
  return kept[tables[0].name]?.length ?? 0;
}

export const nounOf = (kind: UndoResource) => BULK_KINDS[kind].noun;
