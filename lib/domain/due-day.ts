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

/** A due day as a short date, with its year only when that is not this year's. */
export function shortDay(day: CalendarDay, locale: string, today: CalendarDay): string {
  const format = new Intl.DateTimeFormat(TAG[localeOrDefault(locale)], {
    day: "numeric",
    month: "short",
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}
