import type { z } from "zod";
import type { Principal } from "@/lib/domain/principal";
import { exportPhrasesCsv, importPhrasesCsv } from "@/lib/services/content/phrases-csv";
import { exportUnitsCsv, importUnitsCsv } from "@/lib/services/content/units-csv";
import { exportWordsCsv, importWordsCsv } from "@/lib/services/content/words-csv";
import {
  type ImportReport,
  type ImportRequest,
  importInput,
  importOutput,
  MAX_IMPORT_CHARS,
  wordImportInput,
} from "@/lib/validation/transfer";
import { type ApiRoute, type DefaultAccess, ok, routeGroup, signedIn } from "../define";
import { answers, READ_ERRORS, WRITE_ERRORS } from "./docs";

/** The export and import of one resource as CSV. */
function csvRoutes(options: {
  resource: string;
  tag: string;
  columns: string;
  exportAccess: DefaultAccess;
  exportCsv: () => Promise<string>;
  importCsv: (request: ImportRequest, principal: Principal) => Promise<ImportReport>;
  /** The import's body, when it takes more than the file (words: the unit to fill). */
  importBody?: z.ZodType<ImportRequest, unknown>;
  importSummary?: string;
}) {
  const { resource, tag, columns } = options;
  const csvRoute = routeGroup({ tag, access: "admin" });
  return {
    export: csvRoute.get(`/${resource}/export`, {
      access: options.exportAccess,
      summary: `Every ${resource.slice(0, -1)} as CSV: ${columns} (formula starts kept as text with a leading ')`,
      responses: answers(
        200,
        `text/csv, a header row and one row per ${resource.slice(0, -1)}`,
        undefined,
        options.exportAccess === "public" ? [] : READ_ERRORS,
      ),
      handle: async () => ({
        status: 200,
        body: null,
        text: await options.exportCsv(),
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${resource}.csv"`,
        },
      }),
    }),
    import: csvRoute.post(`/${resource}/import`, {
      summary: `Preview a CSV (or tab-separated) file of ${resource}, each row new, changed, unchanged or invalid; with apply, write them in one transaction${options.importSummary ?? ""}`,
      body: options.importBody ?? importInput,
      // The file travels as a JSON string: every character may take up to six bytes escaped.
      maxBodyBytes: MAX_IMPORT_CHARS * 6 + 1024,
      responses: answers(200, "The rows and what becomes of them", importOutput, WRITE_ERRORS),
      handle: async ({ body, principal }) => ok(await options.importCsv(body, signedIn(principal))),
    }),
  };
}

/** CSV in and out of the catalogue, for content teams and external clients. */
export const wordCsvRoutes = csvRoutes({
  resource: "words",
  tag: "Words",
  columns: "url, en, ru, transcription",
  exportAccess: "public",
  exportCsv: exportWordsCsv,
  importCsv: importWordsCsv,
  importBody: wordImportInput,
  importSummary:
    ". Headers may be English, Russian, Transcription (or their Russian names, or en, ru, ipa; any case); without url each word's url comes from its English; a file without a header row holds English, Russian and optionally transcription. With unit (id or url) or newUnit (a name), the file's words go to the end of that unit. An applied import is undoable through words/undo with its undoToken for 2 minutes by the same user",
});

export const phraseCsvRoutes = csvRoutes({
  resource: "phrases",
  tag: "Phrases",
  columns: "url, enQuestion, ru, answers (one per line in the cell)",
  exportAccess: "admin",
  exportCsv: exportPhrasesCsv,
  importCsv: importPhrasesCsv,
  importSummary:
    ". An applied import is undoable through phrases/undo with its undoToken for 2 minutes by the same user",
});

export const unitCsvRoutes = csvRoutes({
  resource: "units",
  tag: "Units",
  columns: "url, name, words and phrases (their urls, one per line in the cell, in the unit's order)",
  exportAccess: "public",
  exportCsv: exportUnitsCsv,
  importCsv: importUnitsCsv,
  importSummary:
    ". A unit's words and phrases are replaced by the file's. An applied import is undoable through units/undo with its undoToken for 2 minutes by the same user",
});

export const transferRouteList: ApiRoute[] = [
  ...Object.values(unitCsvRoutes),
  ...Object.values(wordCsvRoutes),
  ...Object.values(phraseCsvRoutes),
];
