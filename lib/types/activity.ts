// The learner's practice per day, as the statistics page and Home show it.
import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { UnitSummary } from "./content";

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

/** Home's Today panel. */
export type Today = {
  /** Cards due now: the same count as the top bar's and the review queue's. */
  dueNow: number;
  answersToday: number;
  dailyGoal: number;
  /** The streak /statistics shows: consecutive days of practice up to today (or yesterday). */
  currentStreak: number;
  /** The first unit with words in which the learner has taken no test yet; null once every one has a result. */
  nextUnit: UnitSummary | null;
  /** The test the learner left unfinished most recently, to continue. */
  unfinishedTest: UnfinishedTest | null;
};

/** A test begun and not submitted: where it is, and how far it came. */
export type UnfinishedTest = {
  unit: UnitSummary;
  testType: TestTypeSlug;
  answered: number;
  total: number;
};
