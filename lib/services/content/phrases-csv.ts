import "server-only";
import { phrases } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { parseInput } from "@/lib/errors";
import { phraseInput } from "@/lib/validation/content";
import type { ImportRequest } from "@/lib/validation/transfer";
import { type CsvTable, exportCsv, importCsv, upsertByUrl, type Written } from "./csv-transfer";
import { restoreImported, trackImport } from "./import-undo";
import { listPhrases } from "./phrases";
import { type KeptRows, keepForUndo } from "./undo-batches";

const phraseRow = phraseInput.omit({ id: true });

type PhraseRow = { url: string; enQuestion: string; ru: string; answers: string[] };

// A phrase's accepted answers share one cell, a line each (a spreadsheet shows them stacked).
const ANSWER_SEPARATOR = "\n";

const phrasesCsv: CsvTable<PhraseRow> = {
  columns: ["url", "enQuestion", "ru", "answers"],
  key: "url",
  toCells: ({ url, enQuestion, ru, answers }) => ({
    url,
    enQuestion,
    ru,
    answers: answers.join(ANSWER_SEPARATOR),
  }),
  fromCells: (cells) => parseInput(phraseRow, { ...cells, answers: (cells.answers ?? "").split(/\r?\n/) }),
  existing: listPhrases,
  tables: [phrases],
  save: upsertByUrl(phrases, [phrases.enQuestion, phrases.ru, phrases.answers]),
};

/** GET phrases/export: every phrase as CSV (url, enQuestion, ru, answers a line each). */
export const exportPhrasesCsv = () => exportCsv(phrasesCsv);

/** The import's writing: the new and changed phrases, kept so that the caller can undo it for a while. */
function writePhrases(principal: Principal) {
  return async (tx: Transaction, { saved }: Written<PhraseRow>) => {
    if (saved.length === 0) return {};
    const kept = await trackImport(
      tx,
      phrases,
      saved.map((row) => row.url),
      () => phrasesCsv.save(tx, saved),
    );
    return keepForUndo(tx, principal, "phrases:import", kept);
  };
}

/**
 * POST phrases/import: a preview of a CSV file of phrases, or, with apply, its
 * rows written, undoable by the caller.
 */
export const importPhrasesCsv = (request: ImportRequest, principal: Principal) =>
  importCsv(phrasesCsv, request, request.apply ? writePhrases(principal) : undefined);

/** Undoes a phrases import: the phrases it created go and those it changed are as they were. */
export const restorePhrasesImport = (tx: Transaction, kept: KeptRows) => restoreImported(tx, phrases, kept);
