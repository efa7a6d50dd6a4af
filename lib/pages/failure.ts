import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";
import { requestLocale } from "@/lib/i18n/request-locale";
import { localizeMessage } from "@/lib/i18n/server-messages";

/**
 * What a user is shown for a failure: an AppError's own message (services
 * write those for people), or a generic text with a short reference under
 * which the server log keeps the details. A driver error's text (SQL and its
 * parameters) is never shown. Either is in the reader's language.
 */
export async function publicMessageOf(error: unknown, where: string): Promise<string> {
  const locale = await requestLocale();
  if (error instanceof AppError) return localizeMessage(error.message, locale);
  const reference = randomBytes(4).toString("hex");
  console.error(`[${where}] failure ${reference}`, error);
  return localizeMessage(`something went wrong (reference ${reference})`, locale);
}
