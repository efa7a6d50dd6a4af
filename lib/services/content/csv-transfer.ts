import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import Papa from "papaparse";
import { getDb, transaction } from "@/db/client";
import type { Transaction } from "@/db/types";
import { exportCell, FORMULA_MESSAGE, importCell } from "@/lib/domain/csv-cells";
import { uniqueSlug } from "@/lib/domain/slug";
import { AppError } from "@/lib/errors";
import {
  type ImportReport,
  type ImportRequest,
  type ImportRowStatus,
  MAX_IMPORT_ROWS,
} from "@/lib/validation/transfer";

type Values = Record<string, string>;

/**
 * How one table travels as CSV: its columns (the header, named as the API's
 * fields), its key column, and how a row turns into cells and back.
 */
export type CsvTable<Row> = {
  columns: readonly string[];
  key: string;
  /** A row's cells; equal cells mean an unchanged row. */
  toCells: (row: Row) => Values;
  /** Validates one row's cells as the API's own create call would (422 fields on failure). */
  fromCells: (cells: Values) => Row;
  existing: () => Promise<readonly Row[]>;
  /** Creates or updates rows by key, in the import's transaction. */
  save: (tx: Transaction, rows: Row[]) => Promise<void>;
  /** The tables `save` writes: their planner statistics are renewed after a large import. */
  tables: PgTable[];
  /** Other names a header may give a column (any case): a teacher's "English", "Русский". */
  aliases?: Partial<Record<string, readonly string[]>>;
  /** Columns a file may leave out: the key among them is then derived by `keyOf`. */
  optional?: readonly string[];
  /** The columns of a file without a header row, in order; it has at least `least` of them (the last may be left out). */
  headerless?: { columns: readonly string[]; least: number };
  /** The key a row without one suggests (a slug of its name); made unique against the others. */
  keyOf?: (values: Values) => string;
  /** A column a row may leave empty, filled from the row's other values when there is something to fill it with. */
  suggest?: { column: string; from: (values: Values) => Promise<string | null> };
};

/** From this many rows an import renews the statistics of its tables (PGlite has no autovacuum to do it). */
const ANALYZE_FROM = 1_000;

/** Every row as CSV (header first, CRLF lines), formula starts kept as text. */
export async function exportCsv<Row>(table: CsvTable<Row>): Promise<string> {
  const rows = await table.existing();
  const data = rows.map((row) => {
    const cells = table.toCells(row);
    return table.columns.map((column) => exportCell(cells[column] ?? ""));
  });
  return `${Papa.unparse({ fields: [...table.columns], data }, { newline: "\r\n" })}\r\n`;
}

/** Rows per statement: a handful of parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

/** Writes rows a batch per statement. */
export async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

/**
 * The `save` of a table keyed by url: each row is created, or updates the
 * given columns of the row with its url; a batch of rows per statement.
 */
export function upsertByUrl<TTable extends PgTable & { url: PgColumn }>(table: TTable, updated: PgColumn[]) {
  // Keyed by the columns' property names, which is what drizzle's `set` reads.
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => updated.includes(column))
      .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  ) as PgUpdateSetSource<TTable>;
  return async (tx: Transaction, rows: TTable["$inferInsert"][]) => {
    await inBatches(rows, (batch) =>
      tx.insert(table).values(batch).onConflictDoUpdate({ target: table.url, set }),
    );
  };
}

const invalidFile = (message: string) => AppError.validation({ csv: message });

/** The file's rows as text cells: comma, tab (as Anki and Quizlet export) or semicolon separated. */
function parseCells(csv: string): string[][] {
  // A byte-order mark (Excel's "CSV UTF-8") is no part of the first column's name.
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", "\t", ";"],
  });
  // A file of one column has no delimiter to find; its header is then reported as incomplete.
  const error = parsed.errors.find((each) => each.type !== "Delimiter");
  if (error) throw invalidFile(`Row ${(error.row ?? 0) + 1}: ${error.message}`);
  return parsed.data;
}

const nameKey = (name: string) =>
  name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** Every name a column answers to (its own and its aliases), lowercase, to the column. */
function namesOf<Row>(table: CsvTable<Row>): Map<string, string> {
  const names = new Map<string, string>();
  for (const column of table.columns) {
    names.set(column.toLowerCase(), column);
    for (const alias of table.aliases?.[column] ?? []) names.set(alias.toLowerCase(), column);
  }
  return names;
}

/** How the file's cells map to the table's columns: the column's cell index, or absent. */
type Layout = { positions: Map<string, number>; width: number; headerRows: number };

/** Where each column sits in the file, by the header's names (in any order, any case, or an alias). */
function headerLayout<Row>(table: CsvTable<Row>, header: string[], names: Map<string, string>): Layout {
  const optional = table.optional ?? [];
  const listed = table.columns.join(", ");
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const column = names.get(nameKey(name));
    if (column === undefined) {
      throw invalidFile(`Unknown column "${name.replace(/^\uFEFF/, "").trim()}": the columns are ${listed}`);
    }
    positions.set(column, index);
  });
  const missing = table.columns.filter((column) => !positions.has(column) && !optional.includes(column));
  if (missing.length > 0)
    throw invalidFile(`Missing column ${missing.join(", ")}: the columns are ${listed}`);
  return { positions, width: header.length, headerRows: 1 };
}

/**
 * The layout of the file: by its header, or, when the first row names no
 * column at all and the table reads such files (an Anki or Quizlet export),
 * the header-less columns in their order.
 */
function layoutOf<Row>(table: CsvTable<Row>, first: string[]): Layout {
  const names = namesOf(table);
  const headerless = table.headerless;
  if (!headerless || first.some((name) => names.has(nameKey(name)))) {
    return headerLayout(table, first, names);
  }
  const { columns, least } = headerless;
  if (first.length < least || first.length > columns.length) {
    throw invalidFile(
      `Without a header row a file has ${least} to ${columns.length} columns (${columns.join(", ")}); this one has ${first.length}`,
    );
  }
  const positions = new Map(columns.slice(0, first.length).map((column, index) => [column, index]));
  return { positions, width: first.length, headerRows: 0 };
}

type ReadRow<Row> = { row: number; values: Values; errors: Values; valid: Row | null };

/** Fills the column a table suggests in the rows that leave it empty; answers the rows it filled. */
async function fillSuggested<Row>(
  table: CsvTable<Row>,
  read: Array<{ values: Values }>,
): Promise<Set<number>> {
  const filled = new Set<number>();
  const { suggest } = table;
  if (!suggest) return filled;
  for (const [index, { values }] of read.entries()) {
    if ((values[suggest.column] ?? "").trim() !== "") continue;
    const suggestion = await suggest.from(values);
    if (suggestion === null) continue;
    values[suggest.column] = suggestion;
    filled.add(index);
  }
  return filled;
}

/** A row's values by column (an absent column's empty), and the formula starts found. */
function cellValues<Row>(table: CsvTable<Row>, cells: string[], layout: Layout) {
  const values: Values = {};
  const errors: Values = {};
  for (const column of table.columns) {
    const position = layout.positions.get(column);
    const cell = position === undefined ? "" : (cells[position] ?? "");
    const value = importCell(cell);
    values[column] = value ?? cell;
    if (value === null) errors[column] = FORMULA_MESSAGE;
  }
  if (cells.length !== layout.width) {
    errors.row = `Has ${cells.length} cells; the header names ${layout.width}`;
  }
  return { values, errors };
}

function readRow<Row>(table: CsvTable<Row>, row: number, values: Values, errors: Values): ReadRow<Row> {
  try {
    const valid = table.fromCells(values);
    return { row, values, errors, valid: Object.keys(errors).length > 0 ? null : valid };
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    // Every reason at once; a formula start is the first thing to mend in its cell.
    return { row, values, errors: { ...error.fields, ...errors }, valid: null };
  }
}

/** A row's content without its key, as text to compare: a keyless row matches an existing one by it. */
function contentOf<Row>(table: CsvTable<Row>, values: Values): string {
  return JSON.stringify(
    table.columns.filter((column) => column !== table.key).map((column) => (values[column] ?? "").trim()),
  );
}

/** The fields of `before` that `after` changes, as they are before. */
function changedFields<Row>(table: CsvTable<Row>, before: Values, after: Values): Values {
  return Object.fromEntries(
    table.columns
      .filter((column) => before[column] !== after[column])
      .map((column) => [column, before[column]!]),
  );
}

/** What the import's transaction is told of the file beside the rows it writes. */
export type Written<Row> = {
  /** The new and changed rows, written by `save`. */
  saved: Row[];
  /** Every valid row's key, in the file's order (unchanged ones too). */
  keys: string[];
};

/**
 * An import's own writing, in its transaction, instead of `save` alone
 * (which it calls): it may keep what it changes for undo, or fill a unit,
 * and answers that part of the report.
 */
export type ImportWrite<Row> = (
  tx: Transaction,
  written: Written<Row>,
) => Promise<Pick<ImportReport, "unit" | "undoToken" | "undoUntil">>;

/**
 * Reads a CSV file into rows marked new, changed, unchanged or invalid (with
 * the reasons, and a changed row's fields as they were), and with `apply`
 * writes every new and changed row in one transaction: all of them or, on
 * any failure, none. An invalid row stops the import unless `skipInvalid`
 * says to leave it out. A row without a key gets one from `keyOf`, unique
 * against the table and the file, unless it is the very content of an
 * existing row (then it is that row, unchanged): a keyless file never
 * overwrites what is there.
 */
export async function importCsv<Row>(
  table: CsvTable<Row>,
  { csv, apply, skipInvalid }: ImportRequest,
  write?: ImportWrite<Row>,
): Promise<ImportReport> {
  const [first, ...rest] = parseCells(csv);
  if (!first) throw invalidFile("The file is empty");
  const layout = layoutOf(table, first);
  const cells = layout.headerRows === 0 ? [first, ...rest] : rest;
  if (cells.length > MAX_IMPORT_ROWS) {
    throw invalidFile(`The file has ${cells.length} rows; one import takes at most ${MAX_IMPORT_ROWS}`);
  }
  const existing = new Map(
    (await table.existing()).map((row) => {
      const cells = table.toCells(row);
      return [cells[table.key]!, cells];
    }),
  );
  const keyless = !layout.positions.has(table.key) && table.keyOf !== undefined;
  const taken = new Set(existing.keys());
  const sameContent = new Map<string, string>();
  if (keyless) for (const [key, row] of existing) sameContent.set(contentOf(table, row), key);

  const firstRowOf = new Map<string, number>();
  const counts: Record<ImportRowStatus, number> = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
  const written: Written<Row> = { saved: [], keys: [] };
  const cellsRead = cells.map((rowCells) => cellValues(table, rowCells, layout));
  const suggested = await fillSuggested(table, cellsRead);
  const rows = cellsRead.map(({ values, errors }, index) => {
    if (keyless) {
      const content = contentOf(table, values);
      values[table.key] = sameContent.get(content) ?? uniqueSlug(table.keyOf!(values), taken);
      // The same content further down the file is a duplicate of this row, as a repeated key is.
      if (!sameContent.has(content)) sameContent.set(content, values[table.key]!);
    }
    const read = readRow(table, index + 1 + layout.headerRows, values, errors);
    const valid = read.valid === null ? null : table.toCells(read.valid);
    const key = valid?.[table.key];
    if (key !== undefined) {
      const firstRow = firstRowOf.get(key);
      if (firstRow === undefined) firstRowOf.set(key, read.row);
      else read.errors[table.key] = `Also on row ${firstRow}: a key may appear once`;
    }
    let status: ImportRowStatus = "invalid";
    let before: Values | undefined;
    if (valid && read.valid !== null && Object.keys(read.errors).length === 0) {
      const now = existing.get(valid[table.key]!);
      before = now && changedFields(table, now, valid);
      status = !now ? "new" : Object.keys(before!).length === 0 ? "unchanged" : "changed";
      if (status !== "unchanged") written.saved.push(read.valid);
      written.keys.push(valid[table.key]!);
    }
    counts[status] += 1;
    const shown = {
      row: read.row,
      status,
      values: valid ?? read.values,
      errors: read.errors,
      ...(suggested.has(index) ? { suggested: [table.suggest!.column] } : {}),
    };
    return status === "changed" ? { ...shown, before } : shown;
  });
  if (!apply) return { applied: false, counts, rows };
  if (counts.invalid > 0 && !skipInvalid) {
    throw invalidFile(
      `${counts.invalid} ${counts.invalid === 1 ? "row is" : "rows are"} invalid: correct them, or skip the invalid rows`,
    );
  }
  if (written.saved.length === 0 && !write) return { applied: true, counts, rows };
  const db = await getDb();
  const more = await transaction(async (tx) => {
    if (write) return write(tx, written);
    await table.save(tx, written.saved);
    return {};
  });
  if (written.saved.length >= ANALYZE_FROM) {
    for (const touched of table.tables) await db.execute(sql`ANALYZE ${touched}`);
  }
  return { applied: true, counts, rows, ...more };
}
