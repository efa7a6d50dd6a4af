import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviewCards, words } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { DueFigures } from "@/lib/types/review";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one meaning of "due": a card is due at `at` when its due time has come.
 * The top bar's badge, the review's queue and the statistics' "Due now" all
 * read it here, so they can never disagree.
 */
const dueBy = (at: Date) => lte(reviewCards.due, at);

/**
 * A learner's cards due by `at`, the longest overdue first, at most `limit`,
 * with the words a review asks them by: the review's queue (due now) and the
 * cards kept on a device for review offline (due within days).
 */
export async function dueCardsWithWords(userId: number, at: Date, limit: number) {
  const db = await getDb();
  const rows = await db
    .select({
      wordId: reviewCards.wordId,
      en: words.en,
      ru: words.ru,
      transcription: words.transcription,
      due: reviewCards.due,
    })
    .from(reviewCards)
    .innerJoin(words, eq(words.id, reviewCards.wordId))
    .where(and(eq(reviewCards.userId, userId), dueBy(at)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, due: row.due.toISOString() }));
}

/** The top bar's badge: the learner's cards due now, counted in the (user, due) index. */
export async function countDueCards({ principal }: { principal: Principal }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, principal.userId), dueBy(new Date())));
  return row?.count ?? 0;
}

/**
 * How many of a learner's cards are due now, within a day and within a week
 * (overdue ones included), and when the next card not yet due falls due: the
 * figures the statistics page and the review page show, read once at `now`.
 */
export async function dueFigures(userId: number, now: Date): Promise<DueFigures> {
  const db = await getDb();
  const inADay = new Date(now.getTime() + DAY_MS);
  const inAWeek = new Date(now.getTime() + 7 * DAY_MS);
  // The counts read the index range (user_id, due <= a week ahead); the next
  // due time is the first entry past now in the same index.
  const [figures] = await db
    .select({
      dueNow: sql<number>`count(*) FILTER (WHERE ${dueBy(now)})`.mapWith(Number),
      dueToday: sql<number>`count(*) FILTER (WHERE ${dueBy(inADay)})`.mapWith(Number),
      dueThisWeek: sql<number>`count(*)`.mapWith(Number),
      nextDue: sql<Date | null>`(SELECT min(next.due) FROM ${reviewCards} next
        WHERE next.user_id = ${userId} AND next.due > ${now.toISOString()}::timestamptz)`.mapWith(
        reviewCards.due,
      ),
    })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), dueBy(inAWeek)));
  return {
    dueNow: figures?.dueNow ?? 0,
    dueToday: figures?.dueToday ?? 0,
    dueThisWeek: figures?.dueThisWeek ?? 0,
    nextDue: figures?.nextDue ? figures.nextDue.toISOString() : null,
    readAt: now.toISOString(),
  };
}
