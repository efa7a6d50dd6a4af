"use client";

import { useTranslations } from "next-intl";

/**
 * The reasons a CSV import gives for an invalid row come from the service
 * layer in English (the REST API's language). The import dialog shows them
 * in the chosen language: each known template is recognised here and told
 * again from the catalogue with its values; one not known stays English,
 * marked `lang="en"`.
 */
export type RowReason = { text: string; english: boolean };

type Translate = ReturnType<typeof useTranslations<"admin.csv">>;

/** The field labels the validation messages name, in the chosen language. */
function labelOf(t: Translate, label: string): string {
  switch (label) {
    case "English word":
      return t("labels.englishWord");
    case "Russian translation":
      return t("labels.russianTranslation");
    case "Transcription":
      return t("labels.transcription");
    case "English words":
      return t("labels.englishWords");
    case "Russian phrase":
      return t("labels.russianPhrase");
    case "Name":
      return t("labels.name");
    case "URL":
      return t("labels.url");
    case "Words":
      return t("labels.words");
    case "Phrases":
      return t("labels.phrases");
    case "An answer":
      return t("labels.anAnswer");
    default:
      return label;
  }
}

/** One reason in the chosen language, or null when its template is not known. */
function translated(t: Translate, message: string): string | null {
  const label = (text: string) => labelOf(t, text);
  let match: RegExpMatchArray | null;
  if (message.startsWith("Starts like a spreadsheet formula")) return t("rowMessages.formula");
  if ((match = message.match(/^Has (\d+) cells; the header names (\d+)$/)))
    return t("rowMessages.cells", { cells: match[1]!, columns: match[2]! });
  if ((match = message.match(/^Also on row (\d+): a key may appear once$/)))
    return t("rowMessages.duplicate", { row: match[1]! });
  if ((match = message.match(/^No word has the url (.+)$/)))
    return t("rowMessages.unknownWords", { urls: match[1]! });
  if ((match = message.match(/^No phrase has the url (.+)$/)))
    return t("rowMessages.unknownPhrases", { urls: match[1]! });
  if (message === "This URL is reserved") return t("rowMessages.reserved");
  if (message === "Each answer must be text") return t("rowMessages.answerText");
  if (message === "Answers must be a list") return t("rowMessages.answersList");
  if (message === "An answer must be at most 500 characters") return t("rowMessages.answerTooLong");
  if (message === "At least one answer is required") return t("rowMessages.answerRequired");
  if (message === "At most 20 answers are allowed") return t("rowMessages.answersTooMany");
  if ((match = message.match(/^(.+) is required$/)))
    return t("rowMessages.required", { label: label(match[1]!) });
  if ((match = message.match(/^(.+) must be at most (\d+) characters$/)))
    return t("rowMessages.tooLong", { label: label(match[1]!), max: match[2]! });
  if ((match = message.match(/^(.+) may not contain text-direction control characters$/)))
    return t("rowMessages.bidi", { label: label(match[1]!) });
  if ((match = message.match(/^(.+) may contain only lowercase letters, digits and single hyphens$/)))
    return t("rowMessages.slug", { label: label(match[1]!) });
  if ((match = message.match(/^(.+) may not consist of digits only$/)))
    return t("rowMessages.digitsOnly", { label: label(match[1]!) });
  if ((match = message.match(/^(.+) must be a list of ids$/)))
    return t("rowMessages.idList", { label: label(match[1]!) });
  if ((match = message.match(/^(.+) may hold at most (\d+) items$/)))
    return t("rowMessages.tooMany", { label: label(match[1]!), max: match[2]! });
  if ((match = message.match(/^(.+) may not contain an item twice$/)))
    return t("rowMessages.twice", { label: label(match[1]!) });
  return null;
}

/**
 * A row's reasons, as the preview shows them: "field: message" joined by
 * "; " (the row's own reasons without a field), in the chosen language.
 */
export function useRowReasons(): (errors: Record<string, string>) => RowReason[] {
  const t = useTranslations("admin.csv");
  return (errors) =>
    Object.entries(errors).map(([field, message]) => {
      const known = translated(t, message);
      if (known === null) return { text: field === "row" ? message : `${field}: ${message}`, english: true };
      return { text: field === "row" ? known : t("field", { field, message: known }), english: false };
    });
}
