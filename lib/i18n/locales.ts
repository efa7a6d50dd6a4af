/** The interface's languages: English is the default and the spec's own; Russian is the learner's choice. */
export const LOCALES = ["en", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/**
 * The browser's choice, read on every request without touching the database;
 * a login copies the account's saved choice into it.
 */
export const LOCALE_COOKIE = "practice-locale";
export const LOCALE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Each language by its own name, the same in every interface language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ru: "Русский" };
