// The learner's practice per day, as the statistics page shows it.

/** One calendar day ("YYYY-MM-DD", the learner's time zone) with any practice. */
export type DayActivity = {
  day: string;
  /** Questions answered: one per question of each test taken that day. */
  answers: number;
  /** Tests taken (results saved). */
  tests: number;
};

export type LearnerActivity = {
  timeZone: string;
  today: string;
  /** Active days from `from` to `today`, oldest first. */
  days: DayActivity[];
  from: string;
  currentStreak: number;
  longestStreak: number;
};
