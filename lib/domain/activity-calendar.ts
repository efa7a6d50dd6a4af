import type { DayActivity } from "@/lib/types/activity";
import { addDays, type CalendarDay, formatDayMonth, formatShortMonth, startOfWeek } from "./calendar-day";

const CALENDAR_WEEKS = 20;

export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Fixed steps rather than steps relative to the learner's busiest day, so a
 * colour means the same amount in every week and for every learner: one test
 * is about 10 answers (a unit has 10+ words, 5+ phrases).
 */
export const ACTIVITY_LEVELS: ReadonlyArray<{ level: ActivityLevel; min: number; label: string }> = [
  { level: 0, min: 0, label: "No answers" },
  { level: 1, min: 1, label: "1 to 10 answers" },
  { level: 2, min: 11, label: "11 to 25 answers" },
  { level: 3, min: 26, label: "26 to 50 answers" },
  { level: 4, min: 51, label: "More than 50 answers" },
];

export function activityLevel(answers: number): ActivityLevel {
  let level: ActivityLevel = 0;
  for (const step of ACTIVITY_LEVELS) if (answers >= step.min) level = step.level;
  return level;
}

type CalendarCell = DayActivity & { level: ActivityLevel; label: string };

type CalendarWeek = {
  start: CalendarDay;
  /** Monday first; the current week stops at today. */
  days: CalendarCell[];
  /** The month whose first day falls in this week ("Mar"), if any, to label the column. */
  month: string | null;
};

export type ActivityCalendar = {
  from: CalendarDay;
  to: CalendarDay;
  weeks: CalendarWeek[];
  totals: { answers: number; tests: number; activeDays: number };
};

/** "12 answers on 3 March": what a cell says to a screen reader and in its tooltip. */
export function activityLabel(day: CalendarDay, answers: number): string {
  const count = answers === 0 ? "No answers" : `${answers} ${answers === 1 ? "answer" : "answers"}`;
  return `${count} on ${formatDayMonth(day)}`;
}

/** The first day a calendar of `weeks` weeks ending with today's week shows. */
export function calendarStart(today: CalendarDay, weeks = CALENDAR_WEEKS): CalendarDay {
  return addDays(startOfWeek(today), -7 * (weeks - 1));
}

/**
 * The last `weeks` weeks as columns of days, today in the last column. A
 * month label goes on the week holding the month's first day, and on the
 * first column only when the next label is far enough away not to collide.
 */
export function activityCalendar({
  days,
  today,
  weeks = CALENDAR_WEEKS,
  locale = "en",
}: {
  days: readonly DayActivity[];
  today: CalendarDay;
  weeks?: number;
  /** The language of the month labels ("Mar", «мар.»). */
  locale?: string;
}): ActivityCalendar {
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const from = calendarStart(today, weeks);
  const totals = { answers: 0, tests: 0, activeDays: 0 };
  const columns: CalendarWeek[] = [];
  for (let week = 0; week < weeks; week += 1) {
    const start = addDays(from, 7 * week);
    const cells: CalendarCell[] = [];
    let month: string | null = null;
    for (let offset = 0; offset < 7; offset += 1) {
      const day = addDays(start, offset);
      if (day > today) break;
      const activity = byDay.get(day);
      const answers = activity?.answers ?? 0;
      const tests = activity?.tests ?? 0;
      cells.push({ day, answers, tests, level: activityLevel(answers), label: activityLabel(day, answers) });
      if (day.endsWith("-01")) month = formatShortMonth(day, locale);
      totals.answers += answers;
      totals.tests += tests;
      if (tests > 0 || answers > 0) totals.activeDays += 1;
    }
    columns.push({ start, days: cells, month });
  }
  const nextLabel = columns.findIndex((column, index) => index > 0 && column.month !== null);
  if (columns[0] && columns[0].month === null && (nextLabel === -1 || nextLabel >= 3))
    columns[0].month = formatShortMonth(from, locale);
  return { from, to: today, weeks: columns, totals };
}
