import type { QueryOptions, Transaction } from "@electric-sql/pglite";

/**
 * The types drizzle reads from their text itself: dates and times, intervals,
 * and arrays of these and of numerics (OIDs from PostgreSQL's `pg_type`). On
 * PGlite it asks for them as text with every query, through the query's
 * `parsers` option; PGlite answers such a query by first copying its whole
 * table of parsers (over 300 types), about 60 µs a statement, half as much
 * again as a small statement takes. The client is given these parsers once,
 * and a query's own are dropped when they name nothing else.
 */
const TEXT_TYPES = new Set([
  1082, // date
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);

type Parser = (value: string) => string;

/** A parser for each text type that leaves its value as PostgreSQL wrote it. */
export function textTypeParsers(): Record<number, Parser> {
  return Object.fromEntries([...TEXT_TYPES].map((oid) => [oid, (value: string) => value]));
}

/**
 * A query's options without its parsers when every type they name is one the
 * client already leaves as text; otherwise as they were (a parser for any
 * other type keeps the copy, and keeps working).
 */
export function withoutTextTypeParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const oid of Object.keys(options.parsers)) if (!TEXT_TYPES.has(Number(oid))) return options;
  const { parsers: _leftAsText, ...rest } = options;
  return rest;
}

/** `target.query` (the client's or a transaction's), dropping what the client already leaves as text. */
export function leavingTextTypes(target: Pick<Transaction, "query">): Transaction["query"] {
  return (sql, params, options) => target.query(sql, params, withoutTextTypeParsers(options));
}
