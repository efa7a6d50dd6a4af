import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { undoBatches } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { Undoable } from "@/lib/validation/bulk";

/** How long a bulk change can be undone. The toast offers it for 10 s; the rest is for slow networks. */
export const UNDO_WINDOW_MS = 2 * 60_000;

/** The records whose deletes can be undone. */
export type UndoResource = "units" | "words" | "phrases";

/** The records that are deleted many at once and join or leave units in bulk. */
export type BulkResource = "words" | "phrases";

/** What a kept batch undoes: a delete, a change of one unit's members, or a CSV import. */
export type UndoKind = UndoResource | `${BulkResource}:membership` | `${UndoResource}:import`;

export type KeptRows = Record<string, unknown[]>;

/**
 * Keeps what a bulk change altered, in the change's own transaction, and
 * answers the token that undoes it. Expired batches are cleared on the way.
 */
export async function keepForUndo(
  tx: Transaction,
  principal: Principal,
  kind: UndoKind,
  rows: KeptRows,
): Promise<Undoable> {
  const now = new Date();
  await tx.delete(undoBatches).where(lte(undoBatches.expiresAt, now));
  const undoToken = randomBytes(18).toString("base64url");
  const undoUntil = new Date(now.getTime() + UNDO_WINDOW_MS);
  await tx
    .insert(undoBatches)
    .values({ token: undoToken, userId: principal.userId, kind, expiresAt: undoUntil, rows });
  return { undoToken, undoUntil: undoUntil.toISOString() };
}

/**
 * Takes a batch of the caller's, of one of these kinds, still within its
 * window: it is deleted as it is read, so it undoes once (a failed undo rolls
 * back with the transaction and stays possible).
 */
export async function takeUndoBatch(
  tx: Transaction,
  principal: Principal,
  token: string,
  kinds: UndoKind[],
): Promise<{ kind: UndoKind; rows: KeptRows }> {
  const [batch] = await tx
    .delete(undoBatches)
    .where(
      and(
        eq(undoBatches.token, token),
        eq(undoBatches.userId, principal.userId),
        inArray(undoBatches.kind, kinds),
        gt(undoBatches.expiresAt, new Date()),
      ),
    )
    .returning({ kind: undoBatches.kind, rows: undoBatches.rows });
  if (!batch)
    throw AppError.notFound("There is nothing to undo: it was undone already or its time has run out");
  return { kind: batch.kind as UndoKind, rows: batch.rows };
}
