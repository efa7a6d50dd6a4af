import "server-only";
import { sql } from "drizzle-orm";
import { phrases } from "@/db/schema";
import { parseInput } from "@/lib/errors";
import { phraseInput } from "@/lib/validation/content";
import { type CsvTable, exportCsv, importCsv } from "./csv-transfer";
import { listPhrases } from "./phrases";

/** Rows written per statement: four parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

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
  save: async (tx, rows) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(phrases)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoUpdate({
          target: phrases.url,
          set: {
            enQuestion: sql`excluded.en_question`,
            ru: sql`excluded.ru`,
            answers: sql`excluded.answers`,
          },
        });
    }
  },
};

/** GET phrases/export: every phrase as CSV (url, enQuestion, ru, answers a line each). */
export const exportPhrasesCsv = () => exportCsv(phrasesCsv);

/** POST phrases/import: a preview of a CSV file of phrases, or, with apply, its rows written. */
export const importPhrasesCsv = (input: unknown) => importCsv(phrasesCsv, input);
