import "server-only";
import { and, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs, users } from "@/db/schema";
import type { Transaction } from "@/db/types";
import { localDay } from "@/lib/domain/calendar-day";
import type { Principal } from "@/lib/domain/principal";
import type { TimeZone } from "@/lib/domain/time-zone";
import { AppError } from "@/lib/errors";
import type { LearnSessionDto, ReviewAnswersDto } from "@/lib/types/review";
import type { ReviewAnswers } from "@/lib/validation/review";
import { findUnitSummary, getUnitWords } from "../content/units";
import { gradeAnswers } from "./review";

type Reader = Pick<Transaction, "select">;

/** The learner's local midnight today, where the day's allowance of new words starts. */
function startOfToday(timeZone: TimeZone, now: number): SQL {
  return sql`(${localDay(now, timeZone)}::date::timestamp AT TIME ZONE ${timeZone})`;
}

/** Words the learner met in learn mode since `since` (each once). */
async function learnedSince(db: Reader, userId: number, since: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(DISTINCT ${reviewLogs.wordId})`.mapWith(Number) })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "learn"), gte(reviewLogs.review, since)));
  return row?.count ?? 0;
}

async function newWordsPerDayOf(db: Reader, userId: number, { lock = false } = {}): Promise<number> {
  const read = db.select({ newWordsPerDay: users.newWordsPerDay }).from(users).where(eq(users.id, userId));
  // Locked as recordReviews locks it, so two requests of one learner count one another's words.
  const [user] = await (lock ? read.for("no key update") : read);
  if (!user) throw AppError.unauthorized();
  return user.newWordsPerDay;
}

/** The words among `wordIds` the learner has a card for already. */
async function wordsWithCards(db: Reader, userId: number, wordIds: number[]): Promise<Set<number>> {
  if (wordIds.length === 0) return new Set();
  const rows = await db
    .select({ wordId: reviewCards.wordId })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.wordId, wordIds)));
  return new Set(rows.map((row) => row.wordId));
}

/**
 * A unit's words the learner has never practised (no card yet), in the
 * unit's order, as many as today's allowance of new words leaves.
 */
export async function getLearnSession({
  principal,
  unitKey,
  timeZone,
  now = Date.now(),
}: {
  principal: Principal;
  unitKey: string;
  timeZone: TimeZone;
  now?: number;
}): Promise<LearnSessionDto> {
  const db = await getDb();
  const [unit, unitWords, limit, learnedToday] = await Promise.all([
    findUnitSummary({ key: unitKey }),
    getUnitWords({ key: unitKey }),
    newWordsPerDayOf(db, principal.userId),
    learnedSince(db, principal.userId, startOfToday(timeZone, now)),
  ]);
  const practised = await wordsWithCards(
    db,
    principal.userId,
    unitWords.map((word) => word.id),
  );
  const fresh = unitWords.filter((word) => !practised.has(word.id));
  const left = Math.max(0, limit - learnedToday);
  return {
    unit,
    words: fresh.slice(0, left),
    newInUnit: fresh.length,
    newWordsPerDay: limit,
    learnedToday,
  };
}

/**
 * Answers to words met for the first time: each becomes the learner's card
 * (as a review would move it), within the day's allowance of new words. 409
 * when a word has a card already or the allowance would be passed; nothing
 * is stored then.
 */
export async function learnWords({
  principal,
  answers,
  timeZone,
}: {
  principal: Principal;
  answers: ReviewAnswers["answers"];
  timeZone: TimeZone;
}): Promise<ReviewAnswersDto> {
  if (answers.some((item) => item.override)) {
    throw AppError.validation({ answers: "A word being learned cannot be overridden" });
  }
  const check = async (tx: Transaction) => {
    const wordIds = answers.map((item) => item.wordId);
    const limit = await newWordsPerDayOf(tx, principal.userId, { lock: true });
    const known = await wordsWithCards(tx, principal.userId, wordIds);
    if (known.size > 0) throw AppError.conflict(`Word ${[...known][0]} is learned already`);
    const learned = await learnedSince(tx, principal.userId, startOfToday(timeZone, Date.now()));
    if (learned + wordIds.length > limit) {
      throw AppError.conflict(`Today's ${limit} new words are learned: more tomorrow`);
    }
  };
  return gradeAnswers({ principal, answers, source: "learn", check });
}
