import { AppError, type FieldErrors } from "@/lib/errors";

type PgErrorLike = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

// Drizzle wraps driver errors; postgres.js names the constraint
// `constraint_name`, PGlite `constraint`.
function findPgError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function constraintOf(error: unknown, code: string): string | null {
  const pgError = findPgError(error);
  if (!pgError || pgError.code !== code) return null;
  return pgError.constraint ?? pgError.constraint_name ?? "";
}

/** Runs a write and turns a violation of one of the named constraints into field messages (422). */
function withConstraintFields(code: string) {
  return async <T>(fieldsByConstraint: Record<string, FieldErrors>, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const constraint = constraintOf(error, code);
      const fields = constraint === null ? undefined : fieldsByConstraint[constraint];
      if (fields) throw AppError.validation(fields);
      throw error;
    }
  };
}

/** A unique-index violation becomes the field message named for that index: a duplicate is a 422, never a 500. */
export const withUniqueFields = withConstraintFields("23505");

/** A foreign key to a row that is gone (deleted meanwhile): a validation error on that field. */
export const withExistingReferences = withConstraintFields("23503");
