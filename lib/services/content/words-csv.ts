import "server-only";
import { words } from "@/db/schema";
import { parseInput } from "@/lib/errors";
import { wordInput } from "@/lib/validation/content";
import type { ImportRequest } from "@/lib/validation/transfer";
import { type CsvTable, exportCsv, importCsv, upsertByUrl } from "./csv-transfer";
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
};

/** GET words/export: every word as CSV (url, en, ru, transcription). */
export const exportWordsCsv = () => exportCsv(wordsCsv);

/** POST words/import: a preview of a CSV file of words, or, with apply, its rows written. */
export const importWordsCsv = (request: ImportRequest) => importCsv(wordsCsv, request);
