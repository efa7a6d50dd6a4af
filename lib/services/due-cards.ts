import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getReviewCardsWatch } from "@/db/client";
import { reviewCards } from "@/db/schema";
import type { Database } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";

/** Learners whose due times are kept; the least recently counted is forgotten first. */
const MAX_LEARNERS = 10_000;
/** Due times kept per learner; a learner with more falls back to the count query when needed. */
const MAX_DUE_TIMES = 5_000;

/** A learner's due times in ascending order (epoch ms), at most MAX_DUE_TIMES of them. */
type DueTimes = Promise<number[]>;

// Pages and route handlers are separate bundles in one process: the kept due
// times live on globalThis, one map per database client, so both share them.
const STATE_KEY = Symbol.for("practice.due-cards");
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: WeakMap<Database, Map<number, DueTimes>> };
const byDatabase = ((globalThis as GlobalWithState)[STATE_KEY] ??= new WeakMap());

function keptFor(db: Database, watch: (onChange: (userId: number | null) => void) => void) {
  let kept = byDatabase.get(db);
  if (!kept) {
    const fresh = new Map<number, DueTimes>();
    // A change is heard at its commit, before any later request runs, so the
    // next count of that learner reads the cards again.
    watch((userId) => (userId === null ? fresh.clear() : fresh.delete(userId)));
    byDatabase.set(db, fresh);
    kept = fresh;
  }
  return kept;
}

function loadDueTimes(db: Database, userId: number): DueTimes {
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
 * The top bar's badge: the learner's cards due now. Where this process hears
 * every change of the cards (PGlite), the due times are kept in memory and a
 * page costs no statement; cards fall due as the clock passes their time. On
 * PostgreSQL other instances write too: one count over the index range
 * (user_id, due <= now).
 */
export async function countDueCards({ principal }: { principal: Principal }): Promise<number> {
  const { db, watchReviewCards } = await getReviewCardsWatch();
  const now = new Date();
  if (!watchReviewCards) return countInDatabase(db, principal.userId, now);
  const kept = keptFor(db, watchReviewCards);
  let times = kept.get(principal.userId);
  if (times) {
    kept.delete(principal.userId);
  } else {
    const loading = loadDueTimes(db, principal.userId);
    loading.catch(() => {
      if (kept.get(principal.userId) === loading) kept.delete(principal.userId);
    });
    times = loading;
    if (kept.size >= MAX_LEARNERS) kept.delete(kept.keys().next().value!);
  }
  // Re-inserted last: the map's order is the order of last use.
  kept.set(principal.userId, times);
  const due = countUpTo(await times, now.getTime());
  // All kept times are due: the learner may have more than were kept.
  return due === MAX_DUE_TIMES ? countInDatabase(db, principal.userId, now) : due;
}
