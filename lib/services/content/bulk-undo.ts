import "server-only";
import { transaction } from "@/db/client";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { Restored } from "@/lib/validation/bulk";
import { restoreDeleted, nounOf } from "./bulk-delete";
import { restoreMembership } from "./bulk-membership";
import { restorePhrasesImport } from "./phrases-csv";
import { restoreUnitsImport } from "./units-csv";
import { restoreWordsImport } from "./words-csv";
import { constraintOf } from "../db-errors";
import { type KeptRows, takeUndoBatch, type UndoKind, type UndoResource } from "./undo-batches";

/** Puts back what one kept batch changed; answers how many records came back or went. */
function restoreBatch(
  tx: Transaction,
  resource: UndoResource,
  { kind, rows }: { kind: UndoKind; rows: KeptRows },
) {
  switch (kind) {
    case "words:import":
      return restoreWordsImport(tx, rows);
    case "phrases:import":
      return restorePhrasesImport(tx, rows);
    case "units:import":
      return restoreUnitsImport(tx, rows);
    case "words:membership":
      return restoreMembership(tx, "words", rows);
    case "phrases:membership":
      return restoreMembership(tx, "phrases", rows);
    default:
      return restoreDeleted(tx, resource, rows);
  }
}

/**
 * Undoes a change of the caller's: a delete (of one record or many),
 * words or phrases added to or removed from a unit, or a CSV import; once,
 * within the undo window.
 * A deleted record whose url was taken meanwhile stops the undo (409) and
 * leaves it possible until the window closes.
 */
export async function undoBulkChange(
  resource: UndoResource,
  principal: Principal,
  token: string,
): Promise<Restored> {
  try {
    return await transaction(async (tx) => {
      const kinds: UndoKind[] =
        resource === "units"
          ? [resource, `${resource}:import`]
          : [resource, `${resource}:membership`, `${resource}:import`];
      const batch = await takeUndoBatch(tx, principal, token, kinds);
      const restored = await restoreBatch(tx, resource, batch);
      return { restored };
    });
  } catch (error) {
    if (constraintOf(error, "23505") !== null) {
      throw AppError.conflict(
        `A ${nounOf(resource)} with the same url was added since: rename or delete it, then undo again`,
      );
    }
    throw error;
  }
}
