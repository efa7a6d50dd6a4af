import "server-only";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "@/db/types";

type IdTable = PgTable & { id: PgColumn };

/**
 * The row of a record whose links live in other tables (a unit's members, an
 * endpoint's scopes): a new row, or, given an id, that row updated, which
 * holds it until the transaction ends. Answers the row's id; undefined when
 * no row has the given id.
 */
export async function writeRow(
  tx: Transaction,
  table: IdTable,
  values: Record<string, unknown>,
  id?: number,
): Promise<number | undefined> {
  const [row] =
    id === undefined
      ? await tx.insert(table).values(values).returning({ id: table.id })
      : await tx.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
  return row?.id as number | undefined;
}
