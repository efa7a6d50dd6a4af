import "server-only";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { idArray } from "@/db/bound-values";
import { transaction } from "@/db/client";
import { phrases, unitPhrases, units, unitWords, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { MembershipChanged } from "@/lib/validation/bulk";
import { MAX_UNIT_MEMBERS } from "@/lib/validation/common";
import { byKey } from "../keys";
import { type BulkResource, keepForUndo, type KeptRows } from "./undo-batches";

type Membership = {
  noun: string;
  records: PgTable;
  members: PgTable;
  /** The members' column naming the unit. */
  unit: PgColumn;
  /** The members' column naming the record (word_id or phrase_id). */
  record: PgColumn;
};

const MEMBERSHIPS: Record<BulkResource, Membership> = {
  words: {
    noun: "word",
    records: words,
    members: unitWords,
    unit: unitWords.unitId,
    record: unitWords.wordId,
  },
  phrases: {
    noun: "phrase",
    records: phrases,
    members: unitPhrases,
    unit: unitPhrases.unitId,
    record: unitPhrases.phraseId,
  },
};

type LockedUnit = { id: number; name: string };

const counted = (count: number) => count.toLocaleString("en-US");

/**
 * Why the writes of this transaction must not stand, or null: a unit left
 * holding more words (or phrases) than its schema allows could no longer be
 * saved, nor its CSV export imported again. The units must be locked by this
 * transaction, so that changes racing for a unit's last places count one
 * another's rows instead of each passing on its own.
 */
async function overfullUnit(
  tx: Transaction,
  resource: BulkResource,
  locked: LockedUnit[],
): Promise<string | null> {
  if (locked.length === 0) return null;
  const { members, unit: unitColumn } = MEMBERSHIPS[resource];
  const [over] = await tx
    .select({ unitId: unitColumn, count: sql<number>`count(*)::int` })
    .from(members)
    .where(sql`${unitColumn} = ANY(${idArray(locked.map((unit) => unit.id))})`)
    .groupBy(unitColumn)
    .having(sql`count(*) > ${MAX_UNIT_MEMBERS}`)
    .orderBy(unitColumn)
    .limit(1);
  if (!over) return null;
  const name = locked.find((unit) => unit.id === Number(over.unitId))?.name;
  return `Unit "${name}" would hold ${counted(over.count)} ${resource}; a unit holds at most ${counted(MAX_UNIT_MEMBERS)}`;
}

export type MembershipChange = "add" | "remove";

/** Runs a statement that returns rows of the members' table and reads them as the table stores them. */
async function changedRows(tx: Transaction, statement: SQL): Promise<Array<Record<string, unknown>>> {
  const changed = tx.$with("changed", {}).as(statement);
  const [result] = await tx
    .with(changed)
    .select({
      rows: sql<Array<Record<string, unknown>>>`coalesce(jsonb_agg(to_jsonb(changed)), '[]'::jsonb)`,
    })
    .from(sql`changed`);
  return result?.rows ?? [];
}

/**
 * Adds records to the end of a unit, in the order given, passing over those
 * already in it, and answers the rows added. The unit must be locked by the
 * transaction (FOR UPDATE), so that two writers never hand out the same
 * positions, and the records held (or created by it). 422 on `unit` when the
 * unit would hold more than it may (thrown inside the transaction, so the
 * rows just added roll back with it).
 */
export async function addMembers(
  tx: Transaction,
  resource: BulkResource,
  unit: LockedUnit,
  ids: number[],
): Promise<Array<Record<string, unknown>>> {
  const { records, members, record } = MEMBERSHIPS[resource];
  const membersName = sql.identifier(getTableName(members));
  const recordColumn = sql.identifier(record.name);
  const rows = await changedRows(
    tx,
    sql`INSERT INTO ${members} ("unit_id", ${recordColumn}, "position")
      SELECT ${unit.id}, r."id", top."position" + row_number() OVER (ORDER BY array_position(${idArray(ids)}, r."id"))
      FROM ${records} r,
        (SELECT coalesce(max("position"), -1) AS "position" FROM ${members} WHERE "unit_id" = ${unit.id}) top
      WHERE r."id" = ANY(${idArray(ids)})
        AND NOT EXISTS (SELECT 1 FROM ${membersName} m WHERE m."unit_id" = ${unit.id} AND m.${recordColumn} = r."id")
      RETURNING *`,
  );
  if (rows.length > 0) {
    const overfull = await overfullUnit(tx, resource, [unit]);
    if (overfull !== null) throw AppError.validation({ unit: overfull });
  }
  return rows;
}

/**
 * Adds records to a unit or removes them from it, many at once, in one
 * transaction, keeping what changed so that the caller can undo it. Added
 * records go to the end of the unit, in the order given; records already
 * there (or not there, for a removal) are passed over. 404 when the unit or
 * every record is unknown; 422 on `unit`, writing nothing, when the unit
 * would hold more than it may.
 */
export async function changeMembershipInBulk(
  resource: BulkResource,
  principal: Principal,
  { ids, unit: unitKey, change }: { ids: number[]; unit: string; change: MembershipChange },
): Promise<MembershipChanged> {
  const { noun, records, members, record } = MEMBERSHIPS[resource];
  const unique = [...new Set(ids)];
  return transaction(async (tx) => {
    // The records are held against deletion (KEY SHARE) before anything is
    // written, as a unit save holds its members: one deleted meanwhile is
    // left out here instead of failing the links' foreign key.
    const present = await tx
      .select({ id: sql<number>`"id"` })
      .from(records)
      .where(sql`"id" = ANY(${idArray(unique)})`)
      .orderBy(sql`"id"`)
      .for("key share");
    // The unit's row is locked, so two changes never hand out the same positions.
    const [unit] = await tx
      .select({ id: units.id, name: units.name })
      .from(units)
      .where(byKey(units, unitKey))
      .for("update");
    if (!unit) throw AppError.notFound("Unit was not found");
    if (present.length === 0) throw AppError.notFound(`None of these ${noun}s exists`);
    const found = new Set(present.map((row) => row.id));
    const chosen = unique.filter((id) => found.has(id));
    const rows =
      change === "add"
        ? await addMembers(tx, resource, unit, chosen)
        : await changedRows(
            tx,
            sql`DELETE FROM ${members} WHERE "unit_id" = ${unit.id} AND ${sql.identifier(record.name)} = ANY(${idArray(chosen)}) RETURNING *`,
          );
    const kept = await keepForUndo(tx, principal, `${resource}:membership`, {
      [change === "add" ? "added" : "removed"]: rows,
    });
    return { changed: rows.length, ...kept };
  });
}

/**
 * Undoes a change of a unit's members: what was added leaves, what was
 * removed comes back at its old position, unless the unit or the record is
 * gone by then or the record is back in the unit already. 409 when what
 * comes back would fill the unit past its limit (records added since took
 * the places), leaving the undo possible while its time lasts.
 */
export async function restoreMembership(tx: Transaction, resource: BulkResource, kept: KeptRows) {
  const { members, records, record } = MEMBERSHIPS[resource];
  const recordColumn = sql.identifier(record.name);
  const added = JSON.stringify(kept.added ?? []);
  const removed = JSON.stringify(kept.removed ?? []);
  await returningMembers(tx, resource, kept.removed ?? [], async () => {
    await tx.execute(sql`
      DELETE FROM ${members} m USING jsonb_populate_recordset(NULL::${members}, ${added}::jsonb) r
      WHERE m."unit_id" = r."unit_id" AND m.${recordColumn} = r.${recordColumn}`);
    await tx.execute(sql`
      INSERT INTO ${members}
      SELECT r.* FROM jsonb_populate_recordset(NULL::${members}, ${removed}::jsonb) r
      WHERE EXISTS (SELECT 1 FROM "units" u WHERE u."id" = r."unit_id")
        AND EXISTS (SELECT 1 FROM ${records} x WHERE x."id" = r.${recordColumn} FOR KEY SHARE)
      ON CONFLICT DO NOTHING`);
  });
  return (kept.added ?? kept.removed ?? []).length;
}

/**
 * Runs `put`, which puts kept rows of a unit's members back (a removal or a
 * delete undone), under locks on their units, taken as an add takes its
 * unit's so the two count one another's rows; 409 (rolled back with the
 * transaction, so the undo stays possible while its time lasts) when a unit
 * would then hold more than it may, records added since having taken the
 * places.
 */
export async function returningMembers(
  tx: Transaction,
  resource: BulkResource,
  kept: unknown[],
  put: () => Promise<void>,
): Promise<void> {
  const { members } = MEMBERSHIPS[resource];
  const locked: LockedUnit[] = await tx
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(
      sql`${units.id} IN (SELECT r."unit_id" FROM jsonb_populate_recordset(NULL::${members}, ${JSON.stringify(kept)}::jsonb) r)`,
    )
    .orderBy(units.id)
    .for("update");
  await put();
  const overfull = await overfullUnit(tx, resource, locked);
  if (overfull !== null) throw AppError.conflict(`${overfull}: take some out of it, then undo again`);
}
