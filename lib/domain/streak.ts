import { addDays, type CalendarDay, daysBetween } from "./calendar-day";

export type Streaks = {
  /** Consecutive active days ending today, or ending yesterday while today has no activity yet. */
  current: number;
  longest: number;
};

/**
 * Streaks over the days on which the learner practised, given as calendar
 * days of the learner's own time zone (any order, repeats allowed). A streak
 * survives the morning: until the day is over, yesterday's run still counts,
 * so a learner who has not practised yet today is not told it is lost.
 */
export function streaks(activeDays: Iterable<CalendarDay>, today: CalendarDay): Streaks {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: CalendarDay | null = null;
  for (const day of days) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  // `run` is now the run that ends on the latest active day.
  const latest = previous;
  const current = latest === today || latest === addDays(today, -1) ? run : 0;
  return { current, longest };
}
