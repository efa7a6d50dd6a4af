import { z } from "zod";

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
    }),
  ),
});

export type ImportReport = z.infer<typeof importOutput>;
export type ImportRowStatus = z.infer<typeof rowStatus>;
