import "server-only";
import { and, asc, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import { idArray, jsonRows } from "@/db/bound-values";
import { getDb, getDriver } from "@/db/client";
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
import { forgetCards } from "./known-cards";

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
const cardColumns = {
  id: reviewCards.id,
  userId: reviewCards.userId,
  wordId: reviewCards.wordId,
  ...stateColumns,
};

export type CardRow = CardState & { userId: number; wordId: number };
/** What an answer moves: a learner's card of a word. */
type AnsweredPair = { userId: number; wordId: number };
export const pairKey = (userId: number, wordId: number) => `${userId}:${wordId}`;

/**
 * The learners' cards of those words that still exist, each held for the
 * transaction, by pairKey; null: the learner has no card of that word yet
 * (it gets a new card's state, written with the others).
 */
async function takeCards(tx: Transaction, answered: AnsweredPair[], unitIds: number[]) {
  const pairs = [...new Map(answered.map((pair) => [pairKey(pair.userId, pair.wordId), pair])).values()].sort(
    (a, b) => a.userId - b.userId || a.wordId - b.wordId,
  );
  const userIds = idArray(pairs.map((pair) => pair.userId));
  const wordIds = idArray(pairs.map((pair) => pair.wordId));
  const rows =
    (await getDriver()) === "pglite"
      ? await readCards(tx, userIds, wordIds)
      : await lockCards(
          tx,
          userIds,
          wordIds,
          [...new Set(unitIds)].sort((a, b) => a - b),
        );
  return new Map<string, CardRow | null>(
    rows.map(({ userId, wordId, card }) => [pairKey(userId, wordId), card && { ...card, userId, wordId }]),
  );
}

/** The pairs to take, as a recordset of two columns (`answered.user_id`, `answered.word_id`). */
const answeredPairs = (userIds: SQL, wordIds: SQL) =>
  sql`unnest(${userIds}, ${wordIds}) AS answered(user_id, word_id)`;
const answeredUser = sql<number>`answered.user_id`;

/**
 * The embedded database runs one transaction at a time and nothing else
 * between its statements, so reading the cards is holding them: one read of
 * the words still there, each learner's card (if any) beside it.
 */
async function readCards(tx: Transaction, userIds: SQL, wordIds: SQL) {
  return tx
    .select({ userId: answeredUser, wordId: words.id, card: stateColumns })
    .from(answeredPairs(userIds, wordIds))
    .innerJoin(words, eq(words.id, sql`answered.word_id`))
    .leftJoin(reviewCards, and(eq(reviewCards.wordId, words.id), eq(reviewCards.userId, answeredUser)));
}

/**
 * On PostgreSQL another instance may answer for the same learner meanwhile:
 * one statement makes sure the learner has a card for each word that still
 * exists and locks them (a card already there takes a no-op update, which
 * locks it and returns it beside the new ones). Rows are taken in learner and
 * word order, so two writers never wait on each other in opposite orders.
 *
 * The words are held against deletion (KEY SHARE) first: a delete of one of
 * them locks the word and then waits for its cards, while the logs written
 * next need the word; held later than the cards, each would wait for the
 * other. Held first, the delete waits, or, having come first, takes the word
 * away and it is skipped.
 *
 * The units of tests' answers are held the same way before anything else:
 * the cards' write moves the learner's version row, which a delete of the
 * unit moves too (its results go with it) after locking the unit, while the
 * result's insert needs the unit. Held first, the delete waits for the
 * submission; where a unit is already deleted no card is taken, and the
 * result's insert then finds no unit.
 */
async function lockCards(tx: Transaction, userIds: SQL, wordIds: SQL, unitIds: number[]) {
  const empty = newCardState(new Date(0));
  const rows = await tx
    .insert(reviewCards)
    .select(
      tx
        .select({
          // The column's own default, which a SELECT cannot name as DEFAULT.
          id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(reviewCards)}, 'id'))`.as("id"),
          userId: sql<number>`${answeredUser}::integer`.as("user_id"),
          wordId: words.id,
          // Placeholders: every field of a new card is written by saveCardsQuery.
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
        .from(answeredPairs(userIds, wordIds))
        .innerJoin(words, eq(words.id, sql`answered.word_id`))
        .where(
          unitIds.length === 0
            ? undefined
            : sql`(SELECT count(*) FROM (SELECT FROM ${units} WHERE ${units.id} = ANY(${idArray(unitIds)})
                ORDER BY ${units.id} FOR KEY SHARE) AS held) = ${unitIds.length}`,
        )
        .orderBy(asc(answeredUser), asc(words.id))
        .for("key share", { of: words }),
    )
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.wordId],
      set: { userId: sql`${reviewCards.userId}` },
    })
    .returning(cardColumns);
  // A card never reviewed (one just created here) starts from a new card's state at the answer's time.
  return rows.map(({ id: _cardId, userId, wordId, ...card }) => ({
    userId,
    wordId,
    card: card.reps === 0 && card.lastReview === null ? null : card,
  }));
}

export const STATE_KEYS = Object.keys(stateColumns) as Array<keyof typeof stateColumns>;
const CARD_KEYS = ["userId", "wordId", ...STATE_KEYS] as const;
const column = (key: keyof typeof reviewCards.$inferSelect) => sql.identifier(reviewCards[key].name);
/** A card that exists takes every field of its new state. */
const MOVED_STATE = sql.join(
  STATE_KEYS.map((key) => sql`${column(key)} = excluded.${column(key)}`),
  sql`, `,
);

/**
 * The statement that writes new states of cards the transaction holds, one
 * for all, creating those that are new; it returns each card's id by learner
 * and word.
 */
function saveCardsQuery(cards: CardRow[]): SQL {
  const input = jsonRows(reviewCards, CARD_KEYS, cards, "card");
  return sql`INSERT INTO ${reviewCards} (${input.names}) SELECT * FROM ${input.rows}
    ON CONFLICT (${column("userId")}, ${column("wordId")}) DO UPDATE SET ${MOVED_STATE}
    RETURNING ${column("id")}, ${column("userId")}, ${column("wordId")}`;
}

export const LOG_KEYS = [
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
    SELECT saved_cards.id, log.* FROM ${input.rows}
    JOIN saved_cards USING (${sql.identifier(reviewLogs.userId.name)}, ${sql.identifier(reviewLogs.wordId.name)})`;
}

export type Reviews = {
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
 * Two statements: one takes the cards, one writes cards and logs together.
 */
export async function recordReviews(tx: Transaction, reviews: Reviews): Promise<RecordedReview[]> {
  // The states a test's write starts from (known-cards.ts) no longer hold once these move.
  forgetCards(await getDb(), reviews.userId);
  const { recorded, cards, logs } = await gradeReviews(tx, [reviews]);
  if (cards.length > 0) {
    await tx.execute(sql`WITH saved_cards AS (${saveCardsQuery(cards)}) ${insertLogsQuery(logs)}`);
  }
  return recorded[0]!;
}

/**
 * recordReviews for several learners' answers (or several sets of one
 * learner's) in the same two statements, in their order: a word answered
 * twice moves its card twice, each answer from the state the one before left.
 * `alongside` (the test results, say) joins the second statement, so the
 * cards stay locked for as short a time as a round trip allows.
 */
export async function recordManyReviews<T>(
  tx: Transaction,
  many: Reviews[],
  alongside: (inserter: Inserter) => Promise<T>,
): Promise<{ recorded: RecordedReview[][]; alongside: T }> {
  const { recorded, cards, logs } = await gradeReviews(tx, many);
  return { recorded, alongside: await alongside(withSavedReviews(tx, cards, logs)) };
}

/** The inserter whose statement also writes the moved cards and their logs (nothing when none moved). */
function withSavedReviews(tx: Transaction, cards: CardRow[], logs: LogRow[]): Inserter {
  if (cards.length === 0) return tx;
  const savedCards = tx.$with("saved_cards", {}).as(saveCardsQuery(cards));
  const savedLogs = tx.$with("saved_logs", {}).as(insertLogsQuery(logs));
  return tx.with(savedCards, savedLogs);
}

/** Takes the answered cards and grades every answer in order: the cards' new states and their logs. */
async function gradeReviews(tx: Transaction, many: Reviews[]) {
  const answered = many.flatMap(({ userId, answers }) => answers.map(({ wordId }) => ({ userId, wordId })));
  const unitIds = many.flatMap(({ unitId }) => (unitId === undefined ? [] : [unitId]));
  const held =
    answered.length === 0 ? new Map<string, CardRow | null>() : await takeCards(tx, answered, unitIds);
  return gradeHeld(many, held);
}

/**
 * Grades every answer in order from the cards `held` (by pairKey; null: no
 * card yet, undefined: the word is gone and its answers are skipped): the
 * cards' new states, and the log of every answer.
 */
export function gradeHeld(many: Reviews[], held: ReadonlyMap<string, CardRow | null>) {
  const moved = new Map<string, CardRow>();
  const logs: LogRow[] = [];
  const recorded = many.map(({ userId, source, now, answers }) =>
    answers.flatMap((item): RecordedReview[] => {
      const key = pairKey(userId, item.wordId);
      const card = moved.get(key) ?? held.get(key);
      if (card === undefined) return [];
      const grade = gradeAnswer(item.check, item.elapsedMs);
      const next = reviewCard(card ?? newCardState(now), now, grade);
      moved.set(key, { ...next.card, userId, wordId: item.wordId });
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
      return [{ ...item, grade, overridden: false, card: next.card }];
    }),
  );
  return { recorded, cards: [...moved.values()], logs };
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
  forgetCards(await getDb(), userId);
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
  await tx.execute(saveCardsQuery([{ ...next.card, userId, wordId }]));
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
