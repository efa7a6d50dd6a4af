import { z } from "zod";
import { entityId, requiredText } from "./common";

/** The largest CSV text an import takes (some 40,000 words); the request body may be this plus JSON. */
export const MAX_IMPORT_CHARS = 2_000_000;
/** Rows one import may hold. */
export const MAX_IMPORT_ROWS = 20_000;

export const importInput = z.object({
  csv: z
    .string({ error: "csv is required" })
    .min(1, "The file is empty")
    .max(MAX_IMPORT_CHARS, `The file is larger than ${MAX_IMPORT_CHARS / 1_000_000} MB`),
  /** Without it the import only previews: nothing is written. */
  apply: z.boolean().default(false),
  /** Apply the valid rows even when some are invalid (otherwise an invalid row stops the import). */
  skipInvalid: z.boolean().default(false),
});

export type ImportRequest = z.output<typeof importInput>;

/**
 * A words import may also put every word of the file into a unit: an
 * existing one (by id or url, as in units/{key}) or a new one it creates
 * (by name; its url comes from the name).
 */
export const wordImportInput = importInput
  .extend({
    unit: z
      .union([entityId, z.string().min(1).max(200)], { error: "unit must be a unit's id or url" })
      .transform(String)
      .optional(),
    newUnit: requiredText("Unit name").optional(),
  })
  .refine((request) => request.unit === undefined || request.newUnit === undefined, {
    message: "Choose an existing unit or name a new one, not both",
    path: ["unit"],
  });

export type WordImportRequest = z.output<typeof wordImportInput>;

const rowStatus = z.enum(["new", "changed", "unchanged", "invalid"]);

export const importOutput = z.object({
  applied: z.boolean().describe("Whether the rows were written (false: a preview)"),
  counts: z.object({ new: z.number(), changed: z.number(), unchanged: z.number(), invalid: z.number() }),
  rows: z.array(
    z.object({
      row: z.number().describe("The row of the file (the header is row 1)"),
      status: rowStatus,
      values: z.record(z.string(), z.string()),
      errors: z.record(z.string(), z.string()).describe("Field messages of an invalid row"),
      before: z
        .record(z.string(), z.string())
        .optional()
        .describe("A changed row's fields that change, as they are now (values holds them as they become)"),
      suggested: z
        .array(z.string())
        .optional()
        .describe(
          "Fields the file left empty and the import filled (a word's transcription, from the dictionary)",
        ),
    }),
  ),
  unit: z
    .object({ id: z.number(), url: z.string(), name: z.string() })
    .optional()
    .describe("The unit the words were put into (applied with unit or newUnit)"),
  undoToken: z
    .string()
    .optional()
    .describe("An applied words import: pass to words/undo, by the same user, to put everything back"),
  undoUntil: z.iso.datetime().optional().describe("Until when the import can be undone"),
});

export type ImportReport = z.infer<typeof importOutput>;
export type ImportRowStatus = z.infer<typeof rowStatus>;
