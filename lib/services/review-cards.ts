import "server-only";
import { and, asc, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import { idArray, jsonRows } from "@/db/bound-values";
import { getDriver } from "@/db/client";
import { reviewCards, reviewLogs, units, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import type { AnswerCheck } from "@/lib/domain/answers";
import { gradeAnswer, overriddenGrade } from "@/lib/domain/review-grading";
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
type ReviewSource = "test" | "review";

type AnsweredWord = { wordId: number; answer: string; check: AnswerCheck; elapsedMs: number | null };

export type RecordedReview = {
  wordId: number;
  answer: string;
  check: AnswerCheck;
  grade: ReturnType<typeof gradeAnswer>;
  overridden: boolean;
  card: CardState;
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
const cardColumns = { id: reviewCards.id, wordId: reviewCards.wordId, ...stateColumns };

type CardRow = CardState & { wordId: number };

/**
 * The learner's cards of those words that still exist, each held for the
 * transaction; a word without a card yet gets a new card's state, written
 * with the others.
 */
async function takeCards(
  tx: Transaction,
  userId: number,
  wordIds: number[],
  now: Date,
  unitId: number | undefined,
) {
  const ids = [...new Set(wordIds)].sort((a, b) => a - b);
  const empty = newCardState(now);
  const rows =
    (await getDriver()) === "pglite"
      ? await readCards(tx, userId, ids)
      : await lockCards(tx, userId, ids, empty, unitId);
  return new Map<number, CardRow>(rows.map(({ wordId, card }) => [wordId, { ...(card ?? empty), wordId }]));
}

/**
 * The embedded database runs one transaction at a time and nothing else
 * between its statements, so reading the cards is holding them: one read by
 * word, the card (if any) beside it.
 */
async function readCards(tx: Transaction, userId: number, ids: number[]) {
  return tx
    .select({ wordId: words.id, card: stateColumns })
    .from(words)
    .leftJoin(reviewCards, and(eq(reviewCards.wordId, words.id), eq(reviewCards.userId, userId)))
    .where(sql`${words.id} = ANY(${idArray(ids)})`);
}

/**
 * On PostgreSQL another instance may answer for the same learner meanwhile:
 * one statement makes sure the learner has a card for each word that still
 * exists and locks them (a card already there takes a no-op update, which
 * locks it and returns it beside the new ones). Rows are taken in word
 * order, so two writers never wait on each other in opposite orders.
 *
 * The words are held against deletion (KEY SHARE) first: a delete of one of
 * them locks the word and then waits for its cards, while the logs written
 * next need the word; held later than the cards, each would wait for the
 * other. Held first, the delete waits, or, having come first, takes the word
 * away and it is skipped.
 *
 * The unit of a test's answers is held the same way before anything else: the
 * cards' write moves the learner's version row, which a delete of the unit
 * moves too (its results go with it) after locking the unit, while the
 * result's insert needs the unit. Held first, the delete waits for the
 * submission; a unit already deleted holds no card, and the result's insert
 * then finds no unit.
 */
async function lockCards(
  tx: Transaction,
  userId: number,
  ids: number[],
  empty: CardState,
  unitId: number | undefined,
) {
  const rows = await tx
    .insert(reviewCards)
    .select(
      tx
        .select({
          // The column's own default, which a SELECT cannot name as DEFAULT.
          id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(reviewCards)}, 'id'))`.as("id"),
          userId: sql<number>`${userId}::integer`.as("user_id"),
          wordId: words.id,
          due: sql<Date>`${empty.due.toISOString()}::timestamptz`.as("due"),
          stability: sql<number>`0`.as("stability"),
          difficulty: sql<number>`0`.as("difficulty"),
          elapsedDays: sql<number>`0`.as("elapsed_days"),
          scheduledDays: sql<number>`0`.as("scheduled_days"),
          learningSteps: sql<number>`0`.as("learning_steps"),
          reps: sql<number>`0`.as("reps"),
          lapses: sql<number>`0`.as("lapses"),
          state: sql<number>`${empty.state}::smallint`.as("state"),
          lastReview: sql<Date | null>`null::timestamptz`.as("last_review"),
        })
        .from(words)
        .where(
          and(
            sql`${words.id} = ANY(${idArray(ids)})`,
            unitId === undefined
              ? undefined
              : sql`EXISTS (SELECT 1 FROM ${units} WHERE ${units.id} = ${unitId} FOR KEY SHARE)`,
          ),
        )
        .orderBy(asc(words.id))
        .for("key share"),
    )
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.wordId],
      set: { userId: sql`${reviewCards.userId}` },
    })
    .returning(cardColumns);
  return rows.map(({ id: _cardId, wordId, ...card }) => ({ wordId, card }));
}

const STATE_KEYS = Object.keys(stateColumns) as Array<keyof typeof stateColumns>;
const CARD_KEYS = ["userId", "wordId", ...STATE_KEYS] as const;
const column = (key: keyof typeof reviewCards.$inferSelect) => sql.identifier(reviewCards[key].name);
/** A card that exists takes every field of its new state. */
const MOVED_STATE = sql.join(
  STATE_KEYS.map((key) => sql`${column(key)} = excluded.${column(key)}`),
  sql`, `,
);

/**
 * The statement that writes new states of cards the transaction holds, one
 * for all, creating those that are new; it returns each card's id by word.
 */
function saveCardsQuery(userId: number, cards: CardRow[]): SQL {
  const input = jsonRows(
    reviewCards,
    CARD_KEYS,
    cards.map((card) => ({ ...card, userId })),
    "card",
  );
  return sql`INSERT INTO ${reviewCards} (${input.names}) SELECT * FROM ${input.rows}
    ON CONFLICT (${column("userId")}, ${column("wordId")}) DO UPDATE SET ${MOVED_STATE}
    RETURNING ${column("id")}, ${column("wordId")}`;
}

const LOG_KEYS = [
  "userId",
  "wordId",
  "source",
  "rating",
  "state",
  "due",
  "stability",
  "difficulty",
  "elapsedDays",
  "lastElapsedDays",
  "scheduledDays",
  "learningSteps",
  "review",
  "answer",
  "correct",
  "typo",
  "elapsedMs",
] as const satisfies ReadonlyArray<keyof typeof reviewLogs.$inferInsert>;

type LogRow = { [K in (typeof LOG_KEYS)[number]]: (typeof reviewLogs.$inferInsert)[K] };

/** The logs of the cards saveCardsQuery writes, each joined to its card's id through `saved_cards`. */
function insertLogsQuery(logs: LogRow[]): SQL {
  const input = jsonRows(reviewLogs, LOG_KEYS, logs, "log");
  return sql`INSERT INTO ${reviewLogs} (${sql.identifier(reviewLogs.cardId.name)}, ${input.names})
    SELECT saved_cards.id, log.* FROM ${input.rows} JOIN saved_cards USING (${sql.identifier(reviewLogs.wordId.name)})`;
}

type Reviews = {
  userId: number;
  source: ReviewSource;
  now: Date;
  answers: AnsweredWord[];
  /** The unit whose test was answered: held against deletion before the cards (see lockCards). */
  unitId?: number;
};

/** Where the caller's own write joins the review writes, as the statement they belong to. */
export type Inserter = Pick<Transaction, "insert">;

function logValues(log: LogState) {
  const { grade, ...state } = log;
  return { ...state, rating: ratingOf(grade) };
}

/**
 * Grades a learner's answers and writes each word's card and review log in
 * the caller's transaction, so a card never moves without its log, nor a log
 * exists for a card that did not move. Words deleted meanwhile are skipped.
 *
 * Two statements: one takes the cards, one writes cards and logs together,
 * and `alongside` (the test result, say) joins that second statement, so the
 * cards stay locked for as short a time as a round trip allows.
 */
export async function recordReviews(
  tx: Transaction,
  reviews: Reviews,
): Promise<{ recorded: RecordedReview[]; alongside: undefined }>;
export async function recordReviews<T>(
  tx: Transaction,
  reviews: Reviews,
  alongside: (inserter: Inserter) => Promise<T>,
): Promise<{ recorded: RecordedReview[]; alongside: T }>;
export async function recordReviews<T>(
  tx: Transaction,
  { userId, source, now, answers, unitId }: Reviews,
  alongside?: (inserter: Inserter) => Promise<T>,
): Promise<{ recorded: RecordedReview[]; alongside: T | undefined }> {
  const locked =
    answers.length === 0
      ? new Map<number, CardRow>()
      : await takeCards(
          tx,
          userId,
          answers.map((item) => item.wordId),
          now,
          unitId,
        );
  const recorded: RecordedReview[] = [];
  const cards: CardRow[] = [];
  const logs: LogRow[] = [];
  for (const item of answers) {
    const card = locked.get(item.wordId);
    if (!card) continue;
    const grade = gradeAnswer(item.check, item.elapsedMs);
    const next = reviewCard(card, now, grade);
    cards.push({ ...next.card, wordId: card.wordId });
    logs.push({
      ...logValues(next.log),
      userId,
      wordId: item.wordId,
      source,
      answer: item.answer,
      correct: item.check.correct,
      typo: item.check.typo,
      elapsedMs: item.elapsedMs,
    });
    recorded.push({ ...item, grade, overridden: false, card: next.card });
  }
  if (cards.length === 0) return { recorded, alongside: await alongside?.(tx) };
  if (!alongside) {
    await tx.execute(sql`WITH saved_cards AS (${saveCardsQuery(userId, cards)}) ${insertLogsQuery(logs)}`);
    return { recorded, alongside: undefined };
  }
  const savedCards = tx.$with("saved_cards", {}).as(saveCardsQuery(userId, cards));
  const savedLogs = tx.$with("saved_logs", {}).as(insertLogsQuery(logs));
  return { recorded, alongside: await alongside(tx.with(savedCards, savedLogs)) };
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
  await tx.execute(saveCardsQuery(userId, [{ ...next.card, wordId }]));
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
