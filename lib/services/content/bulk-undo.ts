import "server-only";
import { transaction } from "@/db/client";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { Restored } from "@/lib/validation/bulk";
import { restoreDeleted, nounOf } from "./bulk-delete";
import { restoreMembership } from "./bulk-membership";
import { restorePhrasesImport } from "./phrases-csv";
import { restoreWordsImport } from "./words-csv";
import { constraintOf } from "../db-errors";
import { takeUndoBatch, type UndoKind, type UndoResource } from "./undo-batches";

/**
 * Undoes a change of the caller's: a delete (of one record or many),
 * words or phrases added to or removed from a unit, or a CSV import of
 * words or phrases; once, within the undo window.
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
        resource === "units" ? [resource] : [resource, `${resource}:membership`, `${resource}:import`];
      const batch = await takeUndoBatch(tx, principal, token, kinds);
      const restored =
        batch.kind === "words:import"
          ? await restoreWordsImport(tx, batch.rows)
          : batch.kind === "phrases:import"
            ? await restorePhrasesImport(tx, batch.rows)
            : batch.kind === resource || resource === "units"
              ? await restoreDeleted(tx, resource, batch.rows)
              : await restoreMembership(tx, resource, batch.rows);
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
