import "server-only";
import { sql } from "drizzle-orm";
import { words } from "@/db/schema";
import { parseInput } from "@/lib/errors";
import { wordInput } from "@/lib/validation/content";
import { type CsvTable, exportCsv, importCsv } from "./csv-transfer";
import { listWords } from "./words";

/** Rows written per statement: four parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

const wordRow = wordInput.omit({ id: true });

type WordRow = { url: string; en: string; ru: string; transcription: string };

const wordsCsv: CsvTable<WordRow> = {
  columns: ["url", "en", "ru", "transcription"],
  key: "url",
  toCells: ({ url, en, ru, transcription }) => ({ url, en, ru, transcription }),
  fromCells: (cells) => parseInput(wordRow, cells),
  existing: listWords,
  save: async (tx, rows) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(words)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoUpdate({
          target: words.url,
          set: { en: sql`excluded.en`, ru: sql`excluded.ru`, transcription: sql`excluded.transcription` },
        });
    }
  },
};

/** GET words/export: every word as CSV (url, en, ru, transcription). */
export const exportWordsCsv = () => exportCsv(wordsCsv);

/** POST words/import: a preview of a CSV file of words, or, with apply, its rows written. */
export const importWordsCsv = (input: unknown) => importCsv(wordsCsv, input);
