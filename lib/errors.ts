import { z } from "zod";
import { unstorableField } from "@/lib/validation/storable";

export type FieldErrors = Record<string, string>;

/** Which name the validity flag carries in a 422 body (login and register use isValid). */
export type ValidityFlag = "valid" | "isValid";

/**
 * The one error type of the service layer. Its status is the HTTP status the
 * REST API answers with; server actions read the same fields.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly flag: ValidityFlag = "valid",
  ) {
    super(message);
    this.name = "AppError";
  }

  static validation(fields: FieldErrors, flag: ValidityFlag = "valid"): AppError {
    return new AppError(422, "Validation failed", fields, flag);
  }
  static badRequest(message: string): AppError {
    return new AppError(400, message);
  }
  static unauthorized(message = "You are not logged in"): AppError {
    return new AppError(401, message);
  }
  static forbidden(message = "You do not have access to this resource"): AppError {
    return new AppError(403, message);
  }
  static notFound(message = "Resource was not found"): AppError {
    return new AppError(404, message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
  static tooManyRequests(message: string): AppError {
    return new AppError(429, message);
  }
  static unavailable(message = "The service is temporarily unavailable, please try again"): AppError {
    return new AppError(503, message);
  }
}

/** The first message per top-level field, keyed by the spec's field names. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  flag: ValidityFlag = "valid",
): z.output<T> {
  // Server actions reach here without the API's body checks.
  const unstorable = unstorableField(input);
  if (unstorable !== null)
    throw AppError.validation({ [unstorable]: "Contains characters that cannot be stored" }, flag);
  // A missing body is judged field by field, like an empty form.
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error), flag);
  return parsed.data;
}
