import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search-scope";

/** The most rows one page of a list may ask for. */
const MAX_PAGE_SIZE = 200;
/** Rows on a page when `limit` is not given. */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * Paging of a list (GET words, phrases, units, users). Without any of these
 * the list answers in full, as the contract has it; with one of them it
 * answers one page and the cursor of the next.
 */
export const pageQuery = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
  cursor: z.string().max(1_000, "cursor is not one this API gave").optional(),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list, and where the next one starts (null on the last page). */
export const pageOutput = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page"),
  });
