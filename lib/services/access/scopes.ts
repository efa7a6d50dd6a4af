import "server-only";
import type { ScopeInput } from "@/lib/validation/access";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { endpointScopes, scopes, userScopes } from "@/db/schema";
import { ADMIN_SCOPE, USER_SCOPE } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { constraintOf, withUniqueFields } from "../db-errors";
import { byIdOrSlug, idToUpdate } from "../keys";
import { scopeColumns } from "./scope-objects";
import type { ScopeDto } from "@/lib/types/access";

// The authorization rules name these values; renaming or deleting them would
// lock administrators out or strand new registrations.
const BUILT_IN_VALUES = new Set([ADMIN_SCOPE, USER_SCOPE]);

const uniqueFields = { scopes_value_key: { value: "A scope with this value already exists" } };

const byScopeKey = (key: string) => byIdOrSlug(scopes.id, scopes.value, key);

export async function listScopes(): Promise<ScopeDto[]> {
  const db = await getDb();
  return db.select(scopeColumns).from(scopes).orderBy(asc(scopes.name), asc(scopes.id));
}

export async function getScopeByKey({ key }: { key: string }): Promise<ScopeDto> {
  const db = await getDb();
  const [scope] = await db.select(scopeColumns).from(scopes).where(byScopeKey(key));
  if (!scope) throw AppError.notFound("Scope was not found");
  return scope;
}

export async function createScope(input: ScopeInput): Promise<ScopeDto> {
  const { id: _ignored, ...values } = input;
  const db = await getDb();
  const [scope] = await withUniqueFields(uniqueFields, () =>
    db.insert(scopes).values(values).returning(scopeColumns),
  );
  return scope!;
}

export async function updateScope(input: ScopeInput): Promise<ScopeDto> {
  const { id: _ignored, ...values } = input;
  const id = idToUpdate(input, "a scope");
  const current = await getScopeByKey({ key: String(id) });
  if (BUILT_IN_VALUES.has(current.value) && values.value !== current.value) {
    throw AppError.validation({ value: `The value of the built-in scope "${current.value}" cannot change` });
  }
  const db = await getDb();
  const [scope] = await withUniqueFields(uniqueFields, () =>
    db.update(scopes).set(values).where(eq(scopes.id, id)).returning(scopeColumns),
  );
  if (!scope) throw AppError.notFound("Scope was not found");
  return scope;
}

/** Refuses (409) while users or endpoints still hold the scope. */
export async function deleteScope({ key }: { key: string }): Promise<void> {
  const scope = await getScopeByKey({ key });
  if (BUILT_IN_VALUES.has(scope.value)) {
    throw AppError.conflict(`The built-in scope "${scope.value}" cannot be deleted`);
  }
  const db = await getDb();
  const [[users], [endpoints]] = await Promise.all([
    db.select({ total: count() }).from(userScopes).where(eq(userScopes.scopeId, scope.id)),
    db.select({ total: count() }).from(endpointScopes).where(eq(endpointScopes.scopeId, scope.id)),
  ]);
  const inUse = (users?.total ?? 0) + (endpoints?.total ?? 0);
  if (inUse > 0) {
    throw AppError.conflict(
      `Scope "${scope.value}" is still held by ${users?.total ?? 0} user(s) and ${endpoints?.total ?? 0} endpoint(s)`,
    );
  }
  let deleted: Array<{ id: number }>;
  try {
    deleted = await db.delete(scopes).where(eq(scopes.id, scope.id)).returning({ id: scopes.id });
  } catch (error) {
    // Attached by someone else between the check and the delete.
    if (constraintOf(error, "23503") !== null) throw AppError.conflict(`Scope "${scope.value}" is in use`);
    throw error;
  }
  // Deleted by someone else between the read and the delete: only one caller deleted it.
  if (deleted.length === 0) throw AppError.notFound("Scope was not found");
}
