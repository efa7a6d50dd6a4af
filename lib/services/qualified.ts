import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A column with its table name. Drizzle renders the columns of a single-table
 * select unqualified ("id"), which inside a correlated subquery would bind to
 * the subquery's own table.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
