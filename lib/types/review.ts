// The shapes of spaced review that leave the server. Times are ISO strings.
import type { ReviewGrade } from "@/lib/domain/review-grading";

type DueCardDto = { wordId: number; en: string; ru: string; transcription: string; due: string };

export type DueQueueDto = {
  /** At most 20 cards due now, the longest overdue first. */
  cards: DueCardDto[];
  /** Cards due within the next 24 hours, overdue ones included. */
  dueToday: number;
  /** Cards due within the next 7 days, overdue ones included. */
  dueThisWeek: number;
  /** When the next card not yet due falls due (null: none). */
  nextDue: string | null;
};

export type GradedReviewAnswerDto = {
  wordId: number;
  en: string;
  ru: string;
  transcription: string;
  answer: string;
  correct: boolean;
  typo: boolean;
  rating: ReviewGrade;
  /** The learner overruled the check ("I was right"). */
  overridden: boolean;
  /** When the card is due next. */
  due: string;
};

export type ReviewAnswersDto = { answers: GradedReviewAnswerDto[] };

export type ReviewStatisticsDto = {
  dueToday: number;
  dueThisWeek: number;
  nextDue: string | null;
  /** Answers in the last 30 days to cards that were in the Review state, and how many of them passed. */
  retention: { reviews: number; passed: number };
};
