import { findPgError } from "@/db/pg-error";
import { AppError, type FieldErrors } from "@/lib/errors";

/** The constraint a database error of that SQLSTATE names ("" when it names none); null for any other error. */
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
