/**
 * Calendar days as "YYYY-MM-DD" strings: what a learner calls "3 March" in
 * their own time zone, free of any clock. Arithmetic runs on UTC midnights,
 * where every day has 24 hours, so daylight saving time cannot shift a day.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(day: CalendarDay): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMidnight(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && fromUtcMidnight(utcMidnight(value)) === value;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtcMidnight(utcMidnight(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Russia and Britain. */
export function weekdayIndex(day: CalendarDay): number {
  return (new Date(utcMidnight(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayIndex(day));
}

const dayParts = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (an IANA name Intl knows). */
export function localDay(ts: number, timeZone: string): CalendarDay {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    dayParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ts).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const fullDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** A format of another locale than English, made once: «3 марта», «вт, 3 марта 2026 г.», «мар.». */
function localFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    localFormats.set(key, format);
  }
  return format;
}

/** "3 March" (or the same in `locale`: «3 марта») */
export function formatDayMonth(day: CalendarDay, locale = "en"): string {
  if (locale !== "en") return localFormat(locale, { day: "numeric", month: "long" }).format(utcMidnight(day));
  return longDate.format(utcMidnight(day));
}

/** "Tue 3 March 2026" (or the same in `locale`: «вт, 3 марта 2026 г.») */
export function formatFullDay(day: CalendarDay, locale = "en"): string {
  if (locale !== "en") {
    const options = { weekday: "short", day: "numeric", month: "long", year: "numeric" } as const;
    return localFormat(locale, options).format(utcMidnight(day));
  }
  return fullDate.format(utcMidnight(day)).replace(",", "");
}

/** "Mar", "Sep" (en-GB would say "Sept"); «мар.», «сент.» in Russian */
export function formatShortMonth(day: CalendarDay, locale = "en"): string {
  if (locale !== "en") return localFormat(locale, { month: "short" }).format(utcMidnight(day));
  return shortMonth.format(utcMidnight(day));
}

/** "Mon" in English, «пн» in Russian: the weekday of a day, short. */
export function formatShortWeekday(day: CalendarDay, locale = "en"): string {
  return localFormat(locale === "en" ? "en-GB" : locale, { weekday: "short" }).format(utcMidnight(day));
}
