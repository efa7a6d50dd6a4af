import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { phrases, reviewCards, reviewLogs, undoBatches, unitPhrases, unitWords, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { BulkDeleted, Restored } from "@/lib/validation/bulk";
import { constraintOf } from "./db-errors";

/** How long a bulk delete can be undone. The toast offers it for 10 s; the rest is for slow networks. */
export const UNDO_WINDOW_MS = 2 * 60_000;

/**
 * A table a delete reaches: its rows are kept as jsonb before the delete
 * (`owned` selects them by the deleted ids) and put back as they were on
 * undo, except where what they point to is gone by then (`restorable`,
 * about the restored row `r`): a unit deleted meanwhile keeps no membership.
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

const userExists = sql`EXISTS (SELECT 1 FROM "users" u WHERE u."id" = r."user_id")`;

export type BulkDeletable = "words" | "phrases";

const BULK_KINDS: Record<BulkDeletable, BulkKind> = {
  words: {
    noun: "word",
    tables: [
      { table: words, name: "words", owned: (ids) => sql`"id" = ANY(${ids})` },
      {
        table: unitWords,
        name: "unit_words",
        owned: (ids) => sql`"word_id" = ANY(${ids})`,
        restorable: sql`EXISTS (SELECT 1 FROM "units" u WHERE u."id" = r."unit_id")`,
      },
      {
        table: reviewCards,
        name: "review_cards",
        owned: (ids) => sql`"word_id" = ANY(${ids})`,
        restorable: userExists,
      },
      {
        table: reviewLogs,
        name: "review_logs",
        owned: (ids) => sql`"word_id" = ANY(${ids})`,
        restorable: sql`EXISTS (SELECT 1 FROM "review_cards" c WHERE c."id" = r."card_id")`,
      },
    ],
  },
  phrases: {
    noun: "phrase",
    tables: [
      { table: phrases, name: "phrases", owned: (ids) => sql`"id" = ANY(${ids})` },
      {
        table: unitPhrases,
        name: "unit_phrases",
        owned: (ids) => sql`"phrase_id" = ANY(${ids})`,
        restorable: sql`EXISTS (SELECT 1 FROM "units" u WHERE u."id" = r."unit_id")`,
      },
    ],
  },
};

const idArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

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
 * Deletes many records at once, in one transaction, keeping every row the
 * delete removes (the records and what cascades with them) so that the
 * caller can undo it within UNDO_WINDOW_MS. Ids that name nothing are
 * passed over; when none names anything, nothing happens (404).
 */
export async function deleteInBulk(
  kind: BulkDeletable,
  principal: Principal,
  ids: number[],
): Promise<BulkDeleted> {
  const { noun, tables } = BULK_KINDS[kind];
  const unique = [...new Set(ids)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [records, ...dependents] = tables;
    const kept: Record<string, unknown[]> = {
      [records.name]: await keptRows(tx, records, unique, { lock: true }),
    };
    const deleted = kept[records.name]!.length;
    if (deleted === 0) throw AppError.notFound(`None of these ${noun}s exists`);
    for (const reached of dependents) {
      kept[reached.name] = await keptRows(tx, reached, unique, { lock: false });
    }
    await tx.execute(sql`DELETE FROM ${records.table} WHERE ${records.owned(idArray(unique))}`);
    const now = new Date();
    await tx.delete(undoBatches).where(lte(undoBatches.expiresAt, now));
    const undoToken = randomBytes(18).toString("base64url");
    const undoUntil = new Date(now.getTime() + UNDO_WINDOW_MS);
    await tx
      .insert(undoBatches)
      .values({ token: undoToken, userId: principal.userId, kind, expiresAt: undoUntil, rows: kept });
    return { deleted, undoToken, undoUntil: undoUntil.toISOString() };
  });
}

/**
 * Puts back what a bulk delete of the caller's removed, with the same ids:
 * once, within the undo window. A record whose url was taken meanwhile stops
 * the undo (409) and leaves it possible until the window closes.
 */
export async function undoBulkDelete(
  kind: BulkDeletable,
  principal: Principal,
  token: string,
): Promise<Restored> {
  const { noun, tables } = BULK_KINDS[kind];
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [batch] = await tx
        .delete(undoBatches)
        .where(
          and(
            eq(undoBatches.token, token),
            eq(undoBatches.userId, principal.userId),
            eq(undoBatches.kind, kind),
            gt(undoBatches.expiresAt, new Date()),
          ),
        )
        .returning({ rows: undoBatches.rows });
      if (!batch)
        throw AppError.notFound("There is nothing to undo: it was undone already or its time has run out");
      for (const reached of tables) {
        const rows = JSON.stringify(batch.rows[reached.name] ?? []);
        const keep = reached.restorable ? sql` WHERE ${reached.restorable}` : sql``;
        await tx.execute(sql`
          INSERT INTO ${reached.table}
          SELECT r.* FROM jsonb_populate_recordset(NULL::${reached.table}, ${rows}::jsonb) r${keep}`);
      }
      return { restored: batch.rows[tables[0].name]?.length ?? 0 };
    });
  } catch (error) {
    if (constraintOf(error, "23505") !== null) {
      throw AppError.conflict(
        `A ${noun} with the same url was added since: rename or delete it, then undo again`,
      );
    }
    throw error;
  }
}
