/** The fields of a database error both drivers share (postgres.js names the constraint `constraint_name`, PGlite `constraint`). */
export type PgErrorLike = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** The database's own error (a five-character SQLSTATE) inside whatever wrapped it: drizzle wraps driver errors. */
export function findPgError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}
