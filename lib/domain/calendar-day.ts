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

/** "3 March" */
export function formatDayMonth(day: CalendarDay): string {
  return longDate.format(utcMidnight(day));
}

/** "Tue 3 March 2026" */
export function formatFullDay(day: CalendarDay): string {
  return fullDate.format(utcMidnight(day)).replace(",", "");
}

/** "Mar", "Sep" (en-GB would say "Sept") */
export function formatShortMonth(day: CalendarDay): string {
  return shortMonth.format(utcMidnight(day));
}
