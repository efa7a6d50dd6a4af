import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";

/**
 * What a user is shown for a failure: an AppError's own message (services
 * write those for people), or a generic text with a short reference under
 * which the server log keeps the details. A driver error's text (SQL and its
 * parameters) is never shown.
 */
export function publicMessageOf(error: unknown, where: string): string {
  if (error instanceof AppError) return error.message;
  const reference = randomBytes(4).toString("hex");
  console.error(`[${where}] failure ${reference}`, error);
  return `something went wrong (reference ${reference})`;
}
