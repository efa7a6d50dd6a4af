// The shapes of spaced review that leave the server (times are ISO strings),
// read off the API's output schemas (type-only: no zod reaches the browser).
import type { z } from "zod";
import type { dueQueueOutput, learnSessionOutput, reviewAnswersOutput } from "@/lib/validation/outputs";

/**
 * At most 20 cards due now, the longest overdue first; the cards due within
 * 24 hours and 7 days (overdue ones included); when the next card not yet
 * due falls due (null: none).
 */
export type DueQueueDto = z.infer<typeof dueQueueOutput>;

/** Each answer graded (overridden: the learner overruled the check) with when its card is due next. */
export type ReviewAnswersDto = z.infer<typeof reviewAnswersOutput>;

export type GradedReviewAnswerDto = ReviewAnswersDto["answers"][number];

/**
 * A learner's cards due now, within 24 hours and within 7 days (overdue ones
 * included), when the next card not yet due falls due (null: none), and the
 * moment these were read, from which "in 10 min" is counted.
 */
export type DueFigures = {
  dueNow: number;
  dueToday: number;
  dueThisWeek: number;
  nextDue: string | null;
  readAt: string;
};

/** The review page: the due queue's cards (as GET review/due answers them) and the due figures. */
export type ReviewSessionDto = { cards: DueQueueDto["cards"]; figures: DueFigures };

/**
 * The cards due within the next days, kept on the device for review without a
 * connection (the longest overdue first, at most 200), read at `readAt`.
 */
export type UpcomingCardsDto = {
  cards: Array<{ wordId: number; en: string; ru: string; transcription: string; due: string }>;
  readAt: string;
};

export type ReviewStatisticsDto = DueFigures & {
  /** Answers in the last 30 days to cards that were in the Review state, and how many of them passed. */
  retention: { reviews: number; passed: number };
};

/** Learn mode in a unit: the words with no card yet that today's allowance of new words leaves, in the unit's order. */
export type LearnSessionDto = z.infer<typeof learnSessionOutput>;
