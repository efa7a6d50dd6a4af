import "server-only";
import { sql } from "drizzle-orm";
import { idArray } from "@/db/bound-values";
import { units, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { slugOf } from "@/lib/domain/slug";
import { parseInput } from "@/lib/errors";
import { wordInput } from "@/lib/validation/content";
import type { WordImportRequest } from "@/lib/validation/transfer";
import { type CsvTable, exportCsv, importCsv, upsertByUrl, type Written } from "./csv-transfer";
import { restoreImported, trackImport } from "./import-undo";
import { keepForUndo } from "./undo-batches";
import { intoUnit } from "./import-unit";
import { suggestTranscription } from "./transcriptions";
import { listWords } from "./words";

const wordRow = wordInput.omit({ id: true });

type WordRow = { url: string; en: string; ru: string; transcription: string };

const wordsCsv: CsvTable<WordRow> = {
  columns: ["url", "en", "ru", "transcription"],
  key: "url",
  toCells: ({ url, en, ru, transcription }) => ({ url, en, ru, transcription }),
  fromCells: (cells) => parseInput(wordRow, cells),
  existing: listWords,
  tables: [words],
  save: upsertByUrl(words, [words.en, words.ru, words.transcription]),
  // A teacher's own file: its headers in English or Russian, or the short names of a dictionary's.
  aliases: {
    en: ["english", "английский", "word", "слово"],
    ru: ["russian", "русский", "перевод", "translation"],
    transcription: ["ipa", "транскрипция"],
  },
  optional: ["url"],
  // Anki's and Quizlet's text exports: front, back and, when the deck has one, a third field.
  headerless: { columns: ["en", "ru", "transcription"], least: 2 },
  keyOf: (values) => slugOf(values.en ?? "", "word"),
  // A flashcard deck's two columns: the dictionary gives the transcription a word must have.
  suggest: {
    column: "transcription",
    from: async ({ en }) => (en ? ((await suggestTranscription(en))?.transcription ?? null) : null),
  },
};

/**
 * The import's writing: the new and changed words, then, when asked, every
 * word of the file into a unit (a new one or an existing one); all of it
 * kept so that the caller can undo the whole import for a while.
 */
function writeWords(principal: Principal, request: WordImportRequest) {
  return async (tx: Transaction, { saved, keys }: Written<WordRow>) => {
    const fills = request.unit !== undefined || request.newUnit !== undefined;
    if (saved.length === 0 && !fills) return {};
    const { created, changed } = await trackImport(
      tx,
      words,
      saved.map((row) => row.url),
      async () => {
        if (saved.length > 0) await wordsCsv.save(tx, saved);
      },
    );
    const unit = await intoUnit(tx, request, keys);
    const kept = await keepForUndo(tx, principal, "words:import", {
      created,
      changed,
      added: unit?.added ?? [],
      unit: unit?.created ? [unit.id] : [],
    });
    return { ...kept, ...(unit ? { unit: { id: unit.id, url: unit.url, name: unit.name } } : {}) };
  };
}

/** GET words/export: every word as CSV (url, en, ru, transcription). */
export const exportWordsCsv = () => exportCsv(wordsCsv);

/**
 * POST words/import: a preview of a CSV file of words, or, with apply, its
 * rows written (into a unit when asked), undoable by the caller.
 */
export const importWordsCsv = (request: WordImportRequest, principal: Principal) =>
  importCsv(wordsCsv, request, request.apply ? writeWords(principal, request) : undefined);

/**
 * Undoes a words import: the unit it created goes, the words it put into a
 * unit leave it, the words it created go and the words it changed are as
 * they were. Answers how many words came back or went.
 */
export async function restoreWordsImport(tx: Transaction, kept: Record<string, unknown[]>): Promise<number> {
  const added = JSON.stringify(kept.added ?? []);
  await tx.execute(sql`
    DELETE FROM "unit_words" m USING jsonb_populate_recordset(NULL::"unit_words", ${added}::jsonb) r
    WHERE m."unit_id" = r."unit_id" AND m."word_id" = r."word_id"`);
  await tx.execute(sql`DELETE FROM ${units} WHERE "id" = ANY(${idArray((kept.unit ?? []) as number[])})`);
  return restoreImported(tx, words, kept);
}
