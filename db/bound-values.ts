import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

type ColumnKey<T extends Table> = Extract<keyof T["_"]["columns"], string>;
type RowOf<T extends Table, K extends ColumnKey<T>> = { [P in K]: T["$inferInsert"][P] };

/** Ids as one PostgreSQL array literal (`{1,2,3}`), to bind as a single int[] parameter. */
export const intArrayLiteral = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** Ids bound as one int[] parameter (`= ANY(...)`), however many there are. */
export const idArray = (ids: readonly number[]) => sql`${intArrayLiteral(ids)}::int[]`;

/**
 * Many rows of one table as a single jsonb parameter, read back by
 * `jsonb_to_recordset` with each column's own SQL type. A statement writing
 * twenty rows of fifteen fields otherwise binds three hundred values, and
 * building, sending and planning those costs more than the rows' own writes
 * (drizzle checks every bound value; the embedded driver encodes each one).
 *
 * `names` lists the columns (`"user_id", "due", …`) and `rows` is the
 * recordset with those columns in that order (`jsonb_to_recordset($1) AS alias(…)`).
 */
export function jsonRows<T extends Table, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
  rows: ReadonlyArray<RowOf<T, K>>,
  alias: string,
): { names: SQL; rows: SQL } {
  const shape = recordsetShape(table, keys, alias);
  const records = rows.map((row) =>
    Object.fromEntries(shape.columns.map((name, index) => [name, row[keys[index]!] ?? null])),
  );
  return {
    names: shape.names,
    rows: sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS ${shape.definition}`,
  };
}

type RecordsetShape = { columns: string[]; names: SQL; definition: SQL };
const shapes = new WeakMap<Table, Map<string, RecordsetShape>>();

/**
 * The column list and the recordset's definition of a table's keys, as SQL
 * text built once: a submission writes with them on every request.
 */
function recordsetShape(table: Table, keys: readonly string[], alias: string): RecordsetShape {
  let ofTable = shapes.get(table);
  if (!ofTable) shapes.set(table, (ofTable = new Map()));
  const id = `${alias}:${keys.join(",")}`;
  const known = ofTable.get(id);
  if (known) return known;
  const columns = columnsOf(table, keys);
  const shape = {
    columns: columns.map((column) => column.name),
    names: sql.raw(columns.map((column) => quoted(column.name)).join(", ")),
    definition: sql.raw(`${quoted(alias)}(${recordsetColumns(table, keys)})`),
  };
  ofTable.set(id, shape);
  return shape;
}

/** The schema's columns of a table's keys, in their order. */
export const columnsOf = (table: Table, keys: readonly string[]) => {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return keys.map((key) => all[key]!);
};

/** An identifier quoted for SQL text: names come from the schema, never from input. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The quoted column names of a table's keys (`"user_id", "due"`). */
export const columnNames = (table: Table, keys: readonly string[]) =>
  columnsOf(table, keys)
    .map((column) => quoted(column.name))
    .join(", ");

/**
 * The column definitions of a recordset of a table's keys (`"user_id" integer, "due"
 * timestamp with time zone`), each with `prefix` before its name.
 */
export const recordsetColumns = (table: Table, keys: readonly string[], prefix = "") =>
  columnsOf(table, keys)
    .map((column) => `${quoted(`${prefix}${column.name}`)} ${recordType(column)}`)
    .join(", ");

/** A serial column's type is its integer type: "serial" is a default, not a type a recordset can name. */
function recordType(column: PgColumn): string {
  const type = column.getSQLType();
  return { smallserial: "smallint", serial: "integer", bigserial: "bigint" }[type] ?? type;
}
