import { exportWordsCsv, importWordsCsv } from "@/lib/services/words-csv";
import { importInput, importOutput, MAX_IMPORT_CHARS } from "@/lib/validation/transfer";
import { type ApiRoute, ok } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

/** CSV in and out of the catalogue, for content teams and external clients. */
export const transferRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/words/export",
    access: "public",
    tag: "Words",
    summary: "Every word as CSV: url, en, ru, transcription (formula starts kept as text with a leading ')",
    responses: { 200: { description: "text/csv, a header row and one row per word" } },
    handle: async () => ({
      status: 200,
      body: null,
      text: await exportWordsCsv(),
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="words.csv"',
      },
    }),
  },
  {
    method: "POST",
    path: "/words/import",
    access: "admin",
    tag: "Words",
    summary:
      "Preview a CSV (or tab-separated) file of words, each row new, changed, unchanged or invalid; with apply, write them in one transaction",
    body: importInput,
    // The file travels as a JSON string: every character may take up to six bytes escaped.
    maxBodyBytes: MAX_IMPORT_CHARS * 6 + 1024,
    responses: answers(
      { 200: { description: "The rows and what becomes of them", schema: importOutput } },
      WRITE_ERRORS,
    ),
    handle: async ({ body }) => ok(await importWordsCsv(body)),
  },
];
