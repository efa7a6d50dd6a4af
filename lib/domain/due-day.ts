import { type CalendarDay, daysBetween } from "@/lib/domain/calendar-day";
import { type Locale, localeOrDefault } from "@/lib/i18n/locales";

/** Where an assignment's due day stands against the reader's today. */
export type DueStanding = "none" | "overdue" | "today" | "tomorrow" | "later";

export function dueStanding(dueDate: CalendarDay | null, today: CalendarDay): DueStanding {
  if (dueDate === null) return "none";
  const days = daysBetween(today, dueDate);
  if (days < 0) return "overdue";
  if (days === 0) return "today";
  return days === 1 ? "tomorrow" : "later";
}

// English keeps the spec's day-month ("3 Dec"); Russian reads its own ("3 дек.").
const TAG: Record<Locale, string> = { en: "en-GB", ru: "ru" };

const shortFormats = (locale: Locale, withYear: boolean) =>
  new Intl.DateTimeFormat(TAG[locale], {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
// Made once: building a formatter costs about 0.1 ms, and a list of assignments formats a day per row.
const SHORT_DAY = {
  en: { thisYear: shortFormats("en", false), otherYear: shortFormats("en", true) },
  ru: { thisYear: shortFormats("ru", false), otherYear: shortFormats("ru", true) },
} satisfies Record<Locale, unknown>;

/** A due day as a short date, with its year only when that is not this year's. */
export function shortDay(day: CalendarDay, locale: string, today: CalendarDay): string {
  const formats = SHORT_DAY[localeOrDefault(locale)];
  const format = day.slice(0, 4) === today.slice(0, 4) ? formats.thisYear : formats.otherYear;
  return format.format(new Date(`${day}T00:00:00Z`));
}
