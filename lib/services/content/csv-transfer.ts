import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import Papa from "papaparse";
import { getDb, transaction } from "@/db/client";
import type { Transaction } from "@/db/types";
import { exportCell, FORMULA_MESSAGE, importCell } from "@/lib/domain/csv-cells";
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
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", "\t", ";"],
  });
  // A file of one column has no delimiter to find; its header is then reported as incomplete.
  const error = parsed.errors.find((each) => each.type !== "Delimiter");
  if (error) throw invalidFile(`Row ${(error.row ?? 0) + 1}: ${error.message}`);
  return parsed.data;
}

/** Where each column sits in the file, by the header's names (in any order, any case). */
function columnPositions(header: string[], columns: readonly string[]): number[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const wanted = columns.map((column) => column.toLowerCase());
  const unknown = header.find((_, index) => !wanted.includes(names[index]!));
  if (unknown !== undefined) {
    throw invalidFile(`Unknown column "${unknown.trim()}": the columns are ${columns.join(", ")}`);
  }
  const missing = columns.filter((_, index) => !names.includes(wanted[index]!));
  if (missing.length > 0) {
    throw invalidFile(`Missing column ${missing.join(", ")}: the columns are ${columns.join(", ")}`);
  }
  return wanted.map((column) => names.indexOf(column));
}

type ReadRow<Row> = { row: number; values: Values; errors: Values; valid: Row | null };

function readRow<Row>(table: CsvTable<Row>, cells: string[], positions: number[], row: number): ReadRow<Row> {
  const values: Values = {};
  const errors: Values = {};
  table.columns.forEach((column, index) => {
    const cell = cells[positions[index]!] ?? "";
    const value = importCell(cell);
    values[column] = value ?? cell;
    if (value === null) errors[column] = FORMULA_MESSAGE;
  });
  if (cells.length !== positions.length) {
    errors.row = `Has ${cells.length} cells; the header names ${positions.length}`;
  }
  try {
    const valid = table.fromCells(values);
    return { row, values, errors, valid: Object.keys(errors).length > 0 ? null : valid };
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    // Every reason at once; a formula start is the first thing to mend in its cell.
    return { row, values, errors: { ...error.fields, ...errors }, valid: null };
  }
}

/**
 * Reads a CSV file into rows marked new, changed, unchanged or invalid (with
 * the reasons), and with `apply` writes every new and changed row in one
 * transaction: all of them or, on any failure, none. An invalid row stops
 * the import unless `skipInvalid` says to leave it out.
 */
export async function importCsv<Row>(
  table: CsvTable<Row>,
  { csv, apply, skipInvalid }: ImportRequest,
): Promise<ImportReport> {
  const [header, ...cells] = parseCells(csv);
  if (!header) throw invalidFile("The file is empty");
  if (cells.length > MAX_IMPORT_ROWS) {
    throw invalidFile(`The file has ${cells.length} rows; one import takes at most ${MAX_IMPORT_ROWS}`);
  }
  const positions = columnPositions(header, table.columns);
  const existing = new Map(
    (await table.existing()).map((row) => {
      const cells = table.toCells(row);
      return [cells[table.key], cells];
    }),
  );
  const firstRowOf = new Map<string, number>();
  const counts: Record<ImportRowStatus, number> = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
  const toSave: Row[] = [];
  const rows = cells.map((rowCells, index) => {
    const read = readRow(table, rowCells, positions, index + 2);
    const valid = read.valid === null ? null : table.toCells(read.valid);
    const key = valid?.[table.key];
    if (key !== undefined) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, read.row);
      else read.errors[table.key] = `Also on row ${first}: a key may appear once`;
    }
    let status: ImportRowStatus = "invalid";
    if (valid && read.valid !== null && Object.keys(read.errors).length === 0) {
      const before = existing.get(valid[table.key]!);
      status = !before
        ? "new"
        : table.columns.every((column) => before[column] === valid[column])
          ? "unchanged"
          : "changed";
      if (status !== "unchanged") toSave.push(read.valid);
    }
    counts[status] += 1;
    return { row: read.row, status, values: valid ?? read.values, errors: read.errors };
  });
  if (!apply) return { applied: false, counts, rows };
  if (counts.invalid > 0 && !skipInvalid) {
    throw invalidFile(
      `${counts.invalid} ${counts.invalid === 1 ? "row is" : "rows are"} invalid: correct them, or skip the invalid rows`,
    );
  }
  if (toSave.length > 0) {
    const db = await getDb();
    await transaction((tx) => table.save(tx, toSave));
    if (toSave.length >= ANALYZE_FROM) {
      for (const written of table.tables) await db.execute(sql`ANALYZE ${written}`);
    }
  }
  return { applied: true, counts, rows };
}
