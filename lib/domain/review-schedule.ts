import { type Card, createEmptyCard, fsrs, type Grade, Rating, type ReviewLog, State } from "ts-fsrs";
import type { ReviewGrade } from "./review-grading";

/** A card's scheduling state as the database keeps it (ts-fsrs's card, in our names). */
export type CardState = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** FSRS state: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  lastReview: Date | null;
};

/** One graded answer: the card's state before it, the grade and the time (ts-fsrs's review log). */
export type LogState = {
  grade: ReviewGrade;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: Date;
};

export const REVIEW_STATE = { new: State.New, learning: State.Learning, review: State.Review } as const;

// The defaults of ts-fsrs: 90 % requested retention, learning steps of 1 and
// 10 minutes, no fuzz (so a due time follows from the answers alone).
const scheduler = fsrs();

const RATINGS: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

export function ratingOf(grade: ReviewGrade): number {
  return RATINGS[grade];
}

export function gradeOfRating(rating: number): ReviewGrade {
  const entry = Object.entries(RATINGS).find(([, value]) => value === rating);
  if (!entry) throw new Error(`Not an FSRS grade: ${rating}`);
  return entry[0] as ReviewGrade;
}

function toCard(card: CardState): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
}

function fromCard(card: Card): CardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function fromLog(log: ReviewLog): LogState {
  return {
    grade: gradeOfRating(log.rating),
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
  };
}

function toLog(log: LogState): ReviewLog {
  return {
    rating: RATINGS[log.grade],
    state: log.state as State,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsedDays,
    last_elapsed_days: log.lastElapsedDays,
    scheduled_days: log.scheduledDays,
    learning_steps: log.learningSteps,
    review: log.review,
  };
}

/** A card never answered: new, due at once. */
export function newCardState(now: Date): CardState {
  return fromCard(createEmptyCard(now));
}

/** The card after an answer graded `grade` at `now`, and the log of that answer. */
export function reviewCard(
  card: CardState,
  now: Date,
  grade: ReviewGrade,
): { card: CardState; log: LogState } {
  const next = scheduler.next(toCard(card), now, RATINGS[grade]);
  return { card: fromCard(next.card), log: fromLog(next.log) };
}

/**
 * The card as if its latest answer (`log`) had been graded `grade`: the
 * answer is undone and done again at its own time.
 */
export function regradeCard(
  card: CardState,
  log: LogState,
  grade: ReviewGrade,
): { card: CardState; log: LogState } {
  const before = scheduler.rollback(toCard(card), toLog(log));
  return reviewCard(fromCard(before), log.review, grade);
}
