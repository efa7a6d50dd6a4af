import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/errors";
import { isNumericKey } from "@/lib/validation/common";
import { isStorableText } from "@/lib/validation/storable";

/** A route key is a numeric id or a slug; slugs are never all digits. */
export function byIdOrSlug(id: PgColumn, slugColumn: PgColumn, key: string): SQL {
  // A key the database could not even store names no row.
  if (!isStorableText(key)) return sql`false`;
  return isNumericKey(key) ? eq(id, Number(key)) : eq(slugColumn, key);
}

/** `{key}` of units, words and phrases: the numeric id or the url slug. */
export function byKey(table: { id: PgColumn; url: PgColumn }, key: string): SQL {
  return byIdOrSlug(table.id, table.url, key);
}

/** The id a PUT names in its body: without one there is nothing to update (a field error on `id`). */
export function idToUpdate({ id }: { id?: number }, record: string): number {
  if (id === undefined) throw AppError.validation({ id: `Id is required to update ${record}` });
  return id;
}
