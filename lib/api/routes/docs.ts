import type { z } from "zod";
import {
  authValidationErrorBody,
  errorBody,
  savedOutput,
  validationErrorBody,
} from "@/lib/validation/outputs";

const ERROR_TEXT: Record<number, string> = {
  400: "Malformed JSON or query",
  401: "Not logged in, or the session is unknown, revoked or expired",
  403: "The session lacks the scope this call needs",
  404: "No such resource",
  409: "Conflict with the current state",
  413: "Body over 100 kB",
  415: "Body is not JSON",
  422: "Validation failed: field messages in `data`",
  429: "Too many requests: a limit was reached (the message says which, and when to try again)",
  503: "Too busy to answer now (searches running, or the database unreachable): try again shortly",
};

type Answer = { description: string; schema?: z.ZodType };

/**
 * The documented answers of a route: its success status with what it
 * answers (no schema: a body that is not JSON), plus the given error statuses.
 */
export function answers(
  status: 200 | 201,
  description: string,
  schema: z.ZodType | undefined,
  errorStatuses: readonly number[],
  flag: "valid" | "isValid" = "valid",
) {
  const result: Record<number, Answer> = { [status]: schema ? { description, schema } : { description } };
  for (const errorStatus of errorStatuses) {
    const errorSchema =
      errorStatus === 422 ? (flag === "isValid" ? authValidationErrorBody : validationErrorBody) : errorBody;
    result[errorStatus] = { description: ERROR_TEXT[errorStatus] ?? "Error", schema: errorSchema };
  }
  return result;
}

export const READ_ERRORS = [401, 403];
export const WRITE_ERRORS = [400, 401, 403, 413, 415, 422];

/** The answers of a PUT of one record: the record as saved, or why not (404: no record by that key). */
export const updateAnswers = (output: z.ZodType) =>
  answers(200, "Updated", savedOutput(output), [...WRITE_ERRORS, 404]);
