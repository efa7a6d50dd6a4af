import type { z } from "zod";
import { AppError, fieldErrorsOf } from "@/lib/errors";
import { withSearchAllowance } from "@/lib/services/search-slots";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";

/** A route's query string read with its schema; the first problem is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, query: URLSearchParams): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrorsOf(parsed.error))[0] ?? ["query", "is invalid"];
    throw AppError.badRequest(`Invalid query parameter ${field}: ${message}`);
  }
  return parsed.data;
}

/**
 * A list as the contract has it (every row), or, when the caller names any
 * of `q`, `limit` and `cursor`, one page of it with the next page's cursor.
 * A search is paid for from the client address's allowance of searches.
 */
export async function listOrPage<T>(
  paging: PageQuery,
  address: string,
  list: () => Promise<readonly T[]>,
  page: (paging: PageQuery) => Promise<Page<T>>,
): Promise<readonly T[] | Page<T>> {
  const { q, limit, cursor } = paging;
  if (q === undefined && limit === undefined && cursor === undefined) return list();
  if (q) return withSearchAllowance(address, () => page({ q, limit, cursor }));
  return page({ q, limit, cursor });
}
