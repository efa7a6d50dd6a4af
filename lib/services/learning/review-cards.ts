import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { reviewCards, reviewLogs, users, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { AnswerCheck } from "@/lib/domain/answers";
import { cappedGrade, gradeAnswer, overriddenGrade, type ReviewGrade } from "@/lib/domain/review-grading";
import {
  type CardState,
  gradeOfRating,
  type LogState,
  newCardState,
  ratingOf,
  regradeCard,
  reviewCard,
} from "@/lib/domain/review-schedule";
import { AppError } from "@/lib/errors";

/** Where an answer was given: a unit's test or the review queue. */
type ReviewSource = "test" | "review" | "learn";

type AnsweredWord = {
  wordId: number;
  answer: string;
  check: AnswerCheck;
  elapsedMs: number | null;
  /** The strongest grade the answer may give: a weaker exercise counts as a weaker review. */
  strongest?: ReviewGrade;
  /** When it was given, if before it was sent (offline); the time it was stored otherwise. */
  at?: Date;
  /** The client's key for it: the learner's log holds each key once. */
  key?: string;
};

export type RecordedReview = {
  wordId: number;
  answer: string;
  check: AnswerCheck;
  grade: ReturnType<typeof gradeAnswer>;
  overridden: boolean;
  card: CardState;
  key?: string;
};

/** The "I was right" button follows the wrong answer at once; an hour is a generous session. */
const OVERRIDE_WINDOW_MS = 60 * 60_000;

/** A card's scheduling state (CardState) as columns. */
const stateColumns = {
  due: reviewCards.due,
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  elapsedDays: reviewCards.elapsedDays,
  scheduledDays: reviewCards.scheduledDays,
  learningSteps: reviewCards.learningSteps,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  lastReview: reviewCards.lastReview,
};
const cardColumns = {
  id: reviewCards.id,
  userId: reviewCards.userId,
  wordId: reviewCards.wordId,
  ...stateColumns,
};

const STATE_KEYS = Object.keys(stateColumns) as Array<keyof typeof stateColumns>;

/** An upsert of a card that exists takes every field of its new state. */
const MOVED_STATE = Object.fromEntries(
  STATE_KEYS.map((key) => [key, sql`excluded.${sql.identifier(reviewCards[key].name)}`]),
);

type CardRow = CardState & { wordId: number };
type LogRow = typeof reviewLogs.$inferInsert;

export type Reviews = {
  userId: number;
  source: ReviewSource;
  now: Date;
  answers: AnsweredWord[];
};

/**
 * The time an answer counts from: when it was given, but never in the future
 * (a client's clock may run ahead) nor before the card's latest review (an
 * answer from another device may have been stored meanwhile): both answers
 * keep their logs, the card moves on from the later one.
 */
function answeredTime(at: Date | undefined, card: CardRow | null, now: Date): Date {
  const given = at && at < now ? at : now;
  const latest = card?.lastReview;
  return latest && given < latest ? latest : given;
}

function logValues(log: LogState) {
  const { grade, ...state } = log;
  return { ...state, rating: ratingOf(grade) };
}

/** One learner's answers are stored one at a time: a second request waits here for the first to commit. */
export async function holdLearner(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * The learner's answers stored before under these keys (a client sending its
 * offline answers again), by key: as they were graded, with their card now.
 * Read after `holdLearner`, so a request racing with the same keys sees the
 * first one's answers once it has committed.
 */
export async function storedAnswers(
  tx: Transaction,
  userId: number,
  keys: string[],
): Promise<Map<string, RecordedReview>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({
      key: reviewLogs.clientKey,
      wordId: reviewLogs.wordId,
      answer: reviewLogs.answer,
      correct: reviewLogs.correct,
      typo: reviewLogs.typo,
      rating: reviewLogs.rating,
      overridden: reviewLogs.overridden,
      card: stateColumns,
    })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    .where(and(eq(reviewLogs.userId, userId), inArray(reviewLogs.clientKey, keys)));
  return new Map(
    rows.map(({ key, correct, typo, rating, ...row }) => [
      key!,
      { ...row, key: key!, check: { correct, typo }, grade: gradeOfRating(rating) },
    ]),
  );
}

/**
 * Takes, for the transaction, what a learner's answers move: the learner
 * (one learner's answers are stored one at a time, so two tabs answering the
 * same new word both count), the words still there (held against deletion
 * before their cards: a delete of a word holds the word and then needs its
 * cards, so taking them the other way round could wait on each other), and
 * the learner's cards of them. Answers' cards by word id; null: no card yet.
 */
async function takeCards(tx: Transaction, userId: number, wordIds: number[]) {
  await holdLearner(tx, userId);
  const present = await tx
    .select({ id: words.id })
    .from(words)
    .where(inArray(words.id, wordIds))
    .orderBy(asc(words.id))
    .for("key share");
  const presentIds = present.map(({ id }) => id);
  const cards =
    presentIds.length === 0
      ? []
      : await tx
          .select({ wordId: reviewCards.wordId, ...stateColumns })
          .from(reviewCards)
          .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.wordId, presentIds)))
          .orderBy(asc(reviewCards.wordId))
          .for("update");
  const cardByWord = new Map<number, CardRow | null>(presentIds.map((id) => [id, null]));
  for (const card of cards) cardByWord.set(card.wordId, card);
  return cardByWord;
}

/**
 * Grades a learner's answers and writes each word's card and review log in
 * the caller's transaction, so a card never moves without its log, nor a log
 * exists for a card that did not move. A word answered twice moves its card
 * twice, each answer from the state the one before left. Words deleted
 * meanwhile are skipped.
 */
export async function recordReviews(
  tx: Transaction,
  { userId, source, now, answers }: Reviews,
): Promise<RecordedReview[]> {
  if (answers.length === 0) return [];
  const cardByWord = await takeCards(tx, userId, [...new Set(answers.map(({ wordId }) => wordId))]);
  const logs: Array<Omit<LogRow, "cardId">> = [];
  const recorded = answers.flatMap((item): RecordedReview[] => {
    const card = cardByWord.get(item.wordId);
    if (card === undefined) return [];
    const grade = cappedGrade(gradeAnswer(item.check, item.elapsedMs), item.strongest);
    const time = answeredTime(item.at, card, now);
    const next = reviewCard(card ?? newCardState(time), time, grade);
    cardByWord.set(item.wordId, { ...next.card, wordId: item.wordId });
    logs.push({
      ...logValues(next.log),
      userId,
      wordId: item.wordId,
      source,
      answer: item.answer,
      correct: item.check.correct,
      typo: item.check.typo,
      elapsedMs: item.elapsedMs,
      clientKey: item.key ?? null,
    });
    return [{ ...item, grade, overridden: false, card: next.card }];
  });
  if (recorded.length === 0) return recorded;
  const moved = [...new Set(recorded.map(({ wordId }) => wordId))].map((wordId) => ({
    ...cardByWord.get(wordId)!,
    userId,
  }));
  const saved = await tx
    .insert(reviewCards)
    .values(moved)
    .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.wordId], set: MOVED_STATE })
    .returning({ id: reviewCards.id, wordId: reviewCards.wordId });
  const cardIds = new Map(saved.map(({ id, wordId }) => [wordId, id]));
  await tx.insert(reviewLogs).values(logs.map((log) => ({ ...log, cardId: cardIds.get(log.wordId)! })));
  return recorded;
}

/**
 * "I was right": the learner's latest answer to the word, a wrong one given
 * in review within the last hour and not overruled yet, is graded good
 * instead. The card is rolled back and scheduled again from that answer, and
 * the same log row carries the new grade (one log row per answer).
 */
export async function overrideReview(
  tx: Transaction,
  { userId, wordId, now }: { userId: number; wordId: number; now: Date },
): Promise<RecordedReview> {
  const [card] = await tx
    .select(cardColumns)
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.wordId, wordId)))
    .for("update");
  const [latest] = card
    ? await tx
        .select()
        .from(reviewLogs)
        .where(eq(reviewLogs.cardId, card.id))
        .orderBy(desc(reviewLogs.id))
        .limit(1)
    : [];
  if (!card || !latest || latest.source !== "review") {
    throw AppError.conflict(`Word ${wordId} has no review answer to override`);
  }
  if (latest.overridden) throw AppError.conflict(`The answer to word ${wordId} was already overridden`);
  const original = gradeOfRating(latest.rating);
  const grade = overriddenGrade(original);
  if (!grade) throw AppError.conflict(`The latest answer to word ${wordId} was not wrong`);
  if (now.getTime() - latest.review.getTime() > OVERRIDE_WINDOW_MS) {
    throw AppError.conflict(`The answer to word ${wordId} is too old to override (one hour at most)`);
  }
  const next = regradeCard(card, { ...latest, grade: original }, grade);
  await tx.update(reviewCards).set(next.card).where(eq(reviewCards.id, card.id));
  await tx
    .update(reviewLogs)
    .set({ rating: ratingOf(grade), overridden: true })
    .where(eq(reviewLogs.id, latest.id));
  return {
    wordId,
    answer: latest.answer,
    check: { correct: latest.correct, typo: latest.typo },
    grade,
    overridden: true,
    card: next.card,
  };
}
