import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/types";
import { scopes } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { qualified } from "../qualified";
import type { ScopeDto } from "@/lib/types/access";

export const scopeColumns = {
  id: scopes.id,
  name: scopes.name,
  value: scopes.value,
  description: scopes.description,
};

/** A JSON list of scope objects for the rows of a join table, in name order. */
export function scopeObjectsOf(joinTable: PgTable, ownerColumn: string, ownerId: PgColumn) {
  const owner = qualified(ownerId);
  return sql<ScopeDto[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', s.id, 'name', s.name, 'value', s.value, 'description', s.description) ORDER BY s.name), '[]'::json)
    FROM ${joinTable} j JOIN ${scopes} s ON s.id = j.scope_id WHERE j.${sql.identifier(ownerColumn)} = ${owner})`;
}

/**
 * Scope ids for the given values; an unknown value is a field error on `scopes`.
 * Inside a transaction that is about to link them, the rows are locked against
 * deletion (KEY SHARE), so a scope deleted meanwhile either is gone here (422)
 * or waits for the link and then is in use (409), never a foreign-key failure
 * at the insert. Callers resolve scopes before their first write, so this lock
 * is never awaited while they hold other rows.
 */
export async function scopeIdsForValues(executor: Executor, values: string[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await executor
    .select({ id: scopes.id, value: scopes.value })
    .from(scopes)
    .where(inArray(scopes.value, values))
    .for("key share");
  const known = new Set(rows.map((row) => row.value));
  const unknown = values.filter((value) => !known.has(value));
  if (unknown.length > 0) {
    throw AppError.validation({ scopes: `Unknown scope: ${unknown.join(", ")}` });
  }
  return rows.map((row) => row.id);
}
