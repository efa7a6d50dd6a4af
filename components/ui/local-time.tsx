"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { type Locale, localeOrDefault } from "@/lib/i18n/locales";

// English keeps the spec's day-month-year ("26 Nov 2026, 14:05"); Russian reads its own.
const TAG: Record<Locale, string> = { en: "en-GB", ru: "ru" };
const formats = (locale: Locale) => ({
  local: new Intl.DateTimeFormat(TAG[locale], { dateStyle: "medium", timeStyle: "short" }),
  utc: new Intl.DateTimeFormat(TAG[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
});
const FORMATS = { en: formats("en"), ru: formats("ru") } satisfies Record<Locale, unknown>;
const subscribe = () => () => {};

/**
 * A moment in the reader's own time zone, which only the browser knows: the
 * server's render says UTC, and the browser replaces it once hydrated.
 */
export function LocalTime({ iso }: { iso: string }) {
  const { local, utc } = FORMATS[localeOrDefault(useLocale())];
  const text = useSyncExternalStore(
    subscribe,
    () => local.format(new Date(iso)),
    () => `${utc.format(new Date(iso))} UTC`,
  );
  return <time dateTime={iso}>{text}</time>;
}
