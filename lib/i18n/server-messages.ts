import { createTranslator } from "next-intl";
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
type Template = { key: string; pattern: RegExp; names: string[]; literal: number };
type GroupName = "messages" | "parts";
type Values = Record<string, string | number>;

// The build precompiles the catalogues (next.config.mjs): a message is then a
// string, or an array of text and [argument] pieces; elsewhere (tests) it is
// the ICU text itself. The English templates have plain arguments only.
type Compiled = string | readonly unknown[];
export const sourceOf = (message: Compiled): string =>
  typeof message === "string"
    ? message
    : message
        .map((piece) => (typeof piece === "string" ? piece : `{${String((piece as unknown[])[0])}}`))
        .join("");

const englishErrors = CATALOGUES.en.errors as unknown as Record<
  GroupName | "labels",
  Record<string, Compiled>
>;

function templatesOf(group: GroupName): Template[] {
  return (
    Object.entries(englishErrors[group])
      .map(([key, message]) => {
        const pieces = sourceOf(message).split(/\{(\w+)\}/);
        const names = pieces.filter((_, index) => index % 2 === 1);
        const texts = pieces.filter((_, index) => index % 2 === 0);
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const source = texts.map(escape).join("(.+?)");
        return {
          key: `${group}.${key}`,
          pattern: new RegExp(`^${source}$`, "s"),
          names,
          literal: texts.join("").length,
        };
      })
      // The most specific template first: "{label} must be at most {max} characters" before "{label} must be at most {max}".
      .sort((a, b) => b.literal - a.literal)
  );
}

const TEMPLATES = { messages: templatesOf("messages"), parts: templatesOf("parts") };
const LABELS = new Map(
  Object.entries(englishErrors.labels).map(([key, label]) => [sourceOf(label), `labels.${key}`]),
);

// Formatting goes through next-intl's own translator, which reads either form of a catalogue.
const translators = new Map<
  Locale,
  { t: (key: string, values?: Values) => string; raw: (key: string) => Compiled }
>();
function translatorOf(locale: Locale) {
  let translator = translators.get(locale);
  if (!translator) {
    const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: "errors" });
    translator = {
      t: t as unknown as (key: string, values?: Values) => string,
      raw: (key) => t.raw(key as never) as Compiled,
    };
    translators.set(locale, translator);
  }
  return translator;
}

/** Which arguments the locale's message treats as a choice (select) or a count (plural). */
export function argumentKinds(message: Compiled): Map<string, "select" | "plural"> {
  const kinds = new Map<string, "select" | "plural">();
  if (typeof message === "string") {
    for (const [, name, kind] of message.matchAll(/\{(\w+), (select|plural),/g))
      kinds.set(name!, kind as "select" | "plural");
  } else {
    const walk = (pieces: unknown): void => {
      if (!Array.isArray(pieces)) return;
      for (const piece of pieces) {
        if (Array.isArray(piece) && typeof piece[0] === "string" && piece.length > 1) {
          // icu-minify: [name, type, options]; type 1 is select, 2 plural (3 selectordinal).
          if (piece[1] === 1) kinds.set(piece[0], "select");
          if (piece[1] === 2 || piece[1] === 3) kinds.set(piece[0], "plural");
          if (piece[2] && typeof piece[2] === "object")
            for (const option of Object.values(piece[2])) walk(option);
        }
      }
    };
    walk(message);
  }
  return kinds;
}

function formatted(locale: Locale, template: Template, values: string[]): string {
  const { t, raw } = translatorOf(locale);
  const kinds = argumentKinds(raw(template.key));
  const args: Values = {};
  template.names.forEach((name, index) => {
    const value = values[index]!;
    const kind = kinds.get(name);
    args[name] =
      kind === "select" ? value : kind === "plural" ? Number(value) : translatedPart(value, locale);
  });
  return t(template.key, args);
}

function matched(text: string, locale: Locale, group: GroupName): string | null {
  for (const template of TEMPLATES[group]) {
    const match = template.pattern.exec(text);
    if (match) return formatted(locale, template, match.slice(1));
  }
  return null;
}

/** An argument: a field's label, a part of a sentence ("5 minutes"), a whole message, or data kept as it is. */
function translatedPart(value: string, locale: Locale): string {
  const label = LABELS.get(value);
  if (label) return translatorOf(locale).t(label);
  return matched(value, locale, "parts") ?? matched(value, locale, "messages") ?? value;
}

/** The server's English message in `locale`; unchanged in English and when no template matches. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  return matched(message, locale, "messages") ?? message;
}

/** Whether some template reads this English message (a field's label alone counts too). */
export function hasTemplate(message: string): boolean {
  return LABELS.has(message) || TEMPLATES.messages.some((template) => template.pattern.test(message));
}

/** Field messages (a refusal's, a CSV row's reasons) in `locale`. */
export function localizeFields(fields: FieldErrors, locale: Locale): FieldErrors {
  if (locale === "en") return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [name, localizeMessage(text, locale)]),
  );
}

/** A refusal's message and field messages in `locale`. */
export function localizeFailure<F extends { message: string; fields?: FieldErrors }>(
  failure: F,
  locale: Locale,
): F {
  if (locale === "en") return failure;
  const fields = failure.fields ? localizeFields(failure.fields, locale) : failure.fields;
  return { ...failure, message: localizeMessage(failure.message, locale), fields };
}
