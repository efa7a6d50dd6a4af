import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviewCards } from "@/db/schema";
import type { Database } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { learnerCache } from "./learner-cache";

/** Due times kept per learner; a learner with more falls back to the count query when needed. */
const MAX_DUE_TIMES = 5_000;

/** A learner's due times in ascending order (epoch ms), at most MAX_DUE_TIMES of them. */
const keptDueTimes = learnerCache<number[]>("due-times", "reviewCards", {
  maxTotal: 1_000_000,
  sizeOf: (times) => times.length,
});

function loadDueTimes(db: Database, userId: number): Promise<number[]> {
  return db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due))
    .limit(MAX_DUE_TIMES)
    .then((rows) => rows.map((row) => row.due.getTime()));
}

async function countInDatabase(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
  return row?.count ?? 0;
}

/** How many of the ascending `times` are at or before `now` (binary search). */
function countUpTo(times: number[], now: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! <= now) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The top bar's badge: the learner's cards due now. The due times are kept
 * in memory while the learner's cards are unchanged (learnerCache), so a page
 * costs no statement for it; cards fall due as the clock passes their time.
 */
export async function countDueCards({ principal }: { principal: Principal }): Promise<number> {
  const now = new Date();
  const times = await keptDueTimes(principal.userId, (db) => loadDueTimes(db, principal.userId));
  const due = countUpTo(times, now.getTime());
  // Every kept time is due: the learner may have more, which the index counts.
  return due === MAX_DUE_TIMES ? countInDatabase(await getDb(), principal.userId, now) : due;
}
