import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isNumericKey } from "@/lib/validation/common";

/** `{key}` in a route is a numeric id or a url slug; slugs are never all digits. */
export function byKey(table: { id: PgColumn; url: PgColumn }, key: string): SQL {
  return isNumericKey(key) ? eq(table.id, Number(key)) : eq(table.url, key);
}
