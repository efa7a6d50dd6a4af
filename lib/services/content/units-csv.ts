import "server-only";
import { inArray, sql } from "drizzle-orm";
import { idArray, textArray } from "@/db/bound-values";
import { unitPhrases, units, unitWords } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError, type FieldErrors, fieldErrorsOf } from "@/lib/errors";
import { unitInput } from "@/lib/validation/content";
import type { ImportRequest } from "@/lib/validation/transfer";
import { type CsvTable, exportCsv, importCsv, inBatches, upsertByUrl, type Written } from "./csv-transfer";
import { withExistingReferences } from "../db-errors";
import { restoreImported, trackImport } from "./import-undo";
import { listPhrases } from "./phrases";
import { listUnits } from "./units";
import { type KeptRows, keepForUndo } from "./undo-batches";
import { listWords } from "./words";

type UnitRow = { url: string; name: string; words: number[]; phrases: number[] };

const unitRow = unitInput.omit({ id: true });

// A unit's words and phrases share a cell each, one url a line, in the unit's order.
const LINE = "\n";

/** The url of every word and phrase and back: a unit's file names them by url, the database by id. */
async function contentKeys() {
  const [words, phrases] = await Promise.all([listWords(), listPhrases()]);
  return {
    wordUrl: new Map(words.map((word) => [word.id, word.url])),
    wordId: new Map(words.map((word) => [word.url, word.id])),
    phraseUrl: new Map(phrases.map((phrase) => [phrase.id, phrase.url])),
    phraseId: new Map(phrases.map((phrase) => [phrase.url, phrase.id])),
  };
}

type ContentKeys = Awaited<ReturnType<typeof contentKeys>>;

/** The ids of the urls a cell lists (a line each); an unknown url is a field error of the row. */
function idsOf(cell: string | undefined, byUrl: Map<string, number>, noun: string, errors: FieldErrors) {
  const urls = (cell ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const unknown = urls.filter((url) => !byUrl.has(url));
  if (unknown.length > 0) errors[`${noun}s`] = `No ${noun} has the url ${unknown.slice(0, 3).join(", ")}`;
  return urls.flatMap((url) => byUrl.get(url) ?? []);
}

async function saveUnits(tx: Transaction, rows: UnitRow[]): Promise<void> {
  await upsertByUrl(units, [units.name])(tx, rows);
  const saved = await tx
    .select({ id: units.id, url: units.url })
    .from(units)
    .where(
      inArray(
        units.url,
        rows.map((row) => row.url),
      ),
    );
  const idOf = new Map(saved.map((unit) => [unit.url, unit.id]));
  const unitIds = rows.map((row) => idOf.get(row.url)!);
  // A unit's lists are replaced as a whole, as PUT units does.
  await tx.delete(unitWords).where(inArray(unitWords.unitId, unitIds));
  await tx.delete(unitPhrases).where(inArray(unitPhrases.unitId, unitIds));
  const wordRows = rows.flatMap((row) =>
    row.words.map((wordId, position) => ({ unitId: idOf.get(row.url)!, wordId, position })),
  );
  const phraseRows = rows.flatMap((row) =>
    row.phrases.map((phraseId, position) => ({ unitId: idOf.get(row.url)!, phraseId, position })),
  );
  await withExistingReferences(
    {
      unit_words_word_id_words_id_fk: { csv: "A word the file names was deleted meanwhile: preview again" },
      unit_phrases_phrase_id_phrases_id_fk: {
        csv: "A phrase the file names was deleted meanwhile: preview again",
      },
    },
    async () => {
      await inBatches(wordRows, (batch) => tx.insert(unitWords).values(batch));
      await inBatches(phraseRows, (batch) => tx.insert(unitPhrases).values(batch));
    },
  );
}

function unitsCsv(keys: ContentKeys): CsvTable<UnitRow> {
  return {
    columns: ["url", "name", "words", "phrases"],
    key: "url",
    toCells: ({ url, name, words, phrases }) => ({
      url,
      name,
      words: words.map((id) => keys.wordUrl.get(id) ?? "").join(LINE),
      phrases: phrases.map((id) => keys.phraseUrl.get(id) ?? "").join(LINE),
    }),
    fromCells: (cells) => {
      const errors: FieldErrors = {};
      const words = idsOf(cells.words, keys.wordId, "word", errors);
      const phrases = idsOf(cells.phrases, keys.phraseId, "phrase", errors);
      // The rest is judged by the API's own schema of a unit (lengths, slug, no item twice).
      const parsed = unitRow.safeParse({ name: cells.name, url: cells.url, words, phrases });
      if (!parsed.success) Object.assign(errors, { ...fieldErrorsOf(parsed.error), ...errors });
      if (!parsed.success || Object.keys(errors).length > 0) throw AppError.validation(errors);
      return parsed.data;
    },
    existing: listUnits,
    save: saveUnits,
    tables: [units, unitWords, unitPhrases],
  };
}

/** GET units/export: every unit as CSV (url, name, its words' and phrases' urls a line each). */
export const exportUnitsCsv = async () => exportCsv(unitsCsv(await contentKeys()));

/** The member tables of a unit, each with the column naming its records. */
const MEMBER_TABLES = [
  { kept: "unitWords", table: unitWords, member: "word_id", target: "words" },
  { kept: "unitPhrases", table: unitPhrases, member: "phrase_id", target: "phrases" },
] as const;

/** The words and phrases of the units these urls name, as they are (the units are locked). */
async function membersOf(tx: Transaction, urls: string[]): Promise<KeptRows> {
  const kept: KeptRows = {};
  for (const { kept: name, table } of MEMBER_TABLES) {
    const [found] = await tx
      .select({ rows: sql<unknown[]>`coalesce(jsonb_agg(to_jsonb(m)), '[]'::jsonb)` })
      .from(sql`${table} m JOIN ${units} u ON u."id" = m."unit_id" AND u."url" = ANY(${textArray(urls)})`);
    kept[name] = found?.rows ?? [];
  }
  return kept;
}

/**
 * The import's writing: the new and changed units with their lists, kept
 * (with the lists they had) so that the caller can undo it for a while.
 */
function writeUnits(principal: Principal, table: CsvTable<UnitRow>) {
  return async (tx: Transaction, { saved }: Written<UnitRow>) => {
    if (saved.length === 0) return {};
    const urls = saved.map((row) => row.url);
    let members: KeptRows = {};
    const kept = await trackImport(tx, units, urls, async () => {
      members = await membersOf(tx, urls);
      await table.save(tx, saved);
    });
    return keepForUndo(tx, principal, "units:import", { ...kept, ...members });
  };
}

/**
 * POST units/import: a preview of a CSV file of units, or, with apply, its
 * rows written, undoable by the caller.
 */
export async function importUnitsCsv(request: ImportRequest, principal: Principal) {
  const table = unitsCsv(await contentKeys());
  return importCsv(table, request, request.apply ? writeUnits(principal, table) : undefined);
}

/**
 * Undoes a units import: the units it created go, and those it changed get
 * their names and lists back (less any word or phrase deleted since).
 */
export async function restoreUnitsImport(tx: Transaction, kept: KeptRows): Promise<number> {
  const changed = ((kept.changed ?? []) as Array<{ id: number }>).map((unit) => unit.id);
  // Held as a change of a unit's members holds it, so that none runs between the delete and the insert.
  await tx.execute(
    sql`SELECT "id" FROM ${units} WHERE "id" = ANY(${idArray(changed)}) ORDER BY "id" FOR UPDATE`,
  );
  for (const { kept: name, table, member, target } of MEMBER_TABLES) {
    await tx.execute(sql`DELETE FROM ${table} WHERE "unit_id" = ANY(${idArray(changed)})`);
    await tx.execute(sql`
      INSERT INTO ${table} SELECT r.* FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(kept[name] ?? [])}::jsonb) r
      WHERE EXISTS (SELECT 1 FROM ${units} u WHERE u."id" = r."unit_id")
        AND EXISTS (SELECT 1 FROM ${sql.identifier(target)} x WHERE x."id" = r.${sql.identifier(member)})`);
  }
  return restoreImported(tx, units, kept);
}
