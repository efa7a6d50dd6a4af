import { IntlMessageFormat } from "intl-messageformat";
import type { FieldErrors } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/messages";

/**
 * The service layer speaks English: the REST API answers in it, and its
 * messages are built from parts ("Name must be at most 200 characters").
 * A form gets them in the reader's language here, in one place: every
 * English message of the `errors` catalogue is a template of the text the
 * server produces, its `{arguments}` standing for the parts that vary. A
 * message is matched against the templates, its arguments translated in
 * turn (a field's label, a wait, a nested reason) and the same key's message
 * of the reader's locale formatted with them. A message no template matches
 * stays English; in English nothing changes at all.
 */
type Group = Record<string, string>;
type Template = { key: string; pattern: RegExp; names: string[]; literal: number };

const errors = (locale: Locale) =>
  CATALOGUES[locale].errors as { messages: Group; labels: Group; parts: Group };

function templatesOf(group: Group): Template[] {
  return (
    Object.entries(group)
      .map(([key, message]) => {
        const pieces = message.split(/\{(\w+)\}/);
        const names = pieces.filter((_, index) => index % 2 === 1);
        const texts = pieces.filter((_, index) => index % 2 === 0);
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const source = texts.map(escape).join("(.+?)");
        return { key, pattern: new RegExp(`^${source}$`, "s"), names, literal: texts.join("").length };
      })
      // The most specific template first: "{label} must be at most {max} characters" before "{label} must be at most {max}".
      .sort((a, b) => b.literal - a.literal)
  );
}

const MESSAGES = templatesOf(errors("en").messages);
const PARTS = templatesOf(errors("en").parts);
const LABELS = new Map(Object.entries(errors("en").labels).map(([key, label]) => [label, key]));

function formatted(
  locale: Locale,
  group: "messages" | "parts",
  template: Template,
  values: string[],
): string {
  const message = errors(locale)[group][template.key]!;
  const args: Record<string, string | number> = {};
  template.names.forEach((name, index) => {
    const value = values[index]!;
    if (message.includes(`{${name}, select,`)) args[name] = value;
    else if (message.includes(`{${name}, plural,`)) args[name] = Number(value);
    else args[name] = translatedPart(value, locale);
  });
  return String(new IntlMessageFormat(message, locale).format(args));
}

function matched(
  text: string,
  locale: Locale,
  group: "messages" | "parts",
  templates: Template[],
): string | null {
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return formatted(locale, group, template, match.slice(1));
  }
  return null;
}

/** An argument: a field's label, a part of a sentence ("5 minutes"), a whole message, or data kept as it is. */
function translatedPart(value: string, locale: Locale): string {
  const label = LABELS.get(value);
  if (label) return errors(locale).labels[label]!;
  return matched(value, locale, "parts", PARTS) ?? matched(value, locale, "messages", MESSAGES) ?? value;
}

/** The server's English message in `locale`; unchanged in English and when no template matches. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  return matched(message, locale, "messages", MESSAGES) ?? message;
}

/** Whether some template reads this English message (a field's label alone counts too). */
export function hasTemplate(message: string): boolean {
  return LABELS.has(message) || MESSAGES.some((template) => template.pattern.test(message));
}

/** A refusal's message and field messages in `locale`. */
export function localizeFailure<F extends { message: string; fields?: FieldErrors }>(
  failure: F,
  locale: Locale,
): F {
  if (locale === "en") return failure;
  const fields = failure.fields
    ? Object.fromEntries(
        Object.entries(failure.fields).map(([name, text]) => [name, localizeMessage(text, locale)]),
      )
    : failure.fields;
  return { ...failure, message: localizeMessage(failure.message, locale), fields };
}
