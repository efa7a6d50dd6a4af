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

/** The documented answers of a route: its success plus the given error statuses. */
export function answers(
  success: Record<number, { description: string; schema?: z.ZodType }>,
  errorStatuses: number[],
  flag: "valid" | "isValid" = "valid",
) {
  const result: Record<number, { description: string; schema?: z.ZodType }> = { ...success };
  for (const status of errorStatuses) {
    const schema =
      status === 422 ? (flag === "isValid" ? authValidationErrorBody : validationErrorBody) : errorBody;
    result[status] = { description: ERROR_TEXT[status] ?? "Error", schema };
  }
  return result;
}

export const READ_ERRORS = [401, 403];
export const WRITE_ERRORS = [400, 401, 403, 413, 415, 422];

/** The answers of a PUT of one record: the record as saved, or why not (404: no record by that key). */
export const updateAnswers = (output: z.ZodType) =>
  answers({ 200: { description: "Updated", schema: savedOutput(output) } }, [...WRITE_ERRORS, 404]);
