import "server-only";
import { phrases } from "@/db/schema";
import { parseInput } from "@/lib/errors";
import { phraseInput } from "@/lib/validation/content";
import type { ImportRequest } from "@/lib/validation/transfer";
import { type CsvTable, exportCsv, importCsv, upsertByUrl } from "./csv-transfer";
import { listPhrases } from "./phrases";

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

/** POST phrases/import: a preview of a CSV file of phrases, or, with apply, its rows written. */
export const importPhrasesCsv = (request: ImportRequest) => importCsv(phrasesCsv, request);
