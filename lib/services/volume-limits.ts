import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { volumeCounters } from "@/db/schema";
import type { Executor } from "@/db/types";
import { AppError } from "@/lib/errors";

export const HOUR_MS = 3_600_000;

/**
 * How much a bucket (an address's sign-ups, a learner's review answers) may
 * spend per window. Windows are fixed and aligned to the epoch (an hour's
 * start on the hour), so across a window's end a bucket may spend up to
 * twice `max` in a short while; never more.
 */
export type Allowance = {
  /** What is counted, e.g. `sign-ups:address:203.0.113.7`. */
  bucket: string;
  /** What this request spends, e.g. its number of answers (default 1). */
  cost?: number;
  /** The most a window may hold. */
  max: number;
  windowMs: number;
  /** Why the 429: the time until the window ends is said after it. */
  reason: string;
};

/** Ended windows deleted when a window starts (SKIP LOCKED: two spends never wait on each other's). */
const PRUNE_BATCH = 100;

async function pruneEndedWindows(db: Executor, now: Date): Promise<void> {
  const ended = db
    .select({ bucket: volumeCounters.bucket, windowStart: volumeCounters.windowStart })
    .from(volumeCounters)
    .where(lte(volumeCounters.windowEnd, now))
    .limit(PRUNE_BATCH)
    .for("update", { skipLocked: true });
  await db
    .delete(volumeCounters)
    .where(sql`(${volumeCounters.bucket}, ${volumeCounters.windowStart}) IN (${ended})`);
}

/**
 * Spends `cost` of an allowance in its current window, in one statement
 * every instance shares: the counter moves only while it stays within `max`
 * (PostgreSQL checks the row's latest version, so a parallel burst never
 * passes it); otherwise 429 with the allowance's reason and the wait,
 * counting nothing. In a transaction (`db` a transaction) the spend is
 * undone with everything else when the transaction fails. Answers the
 * function that gives the cost back.
 */
export async function spendAllowance(
  db: Executor,
  { bucket, cost = 1, max, windowMs, reason }: Allowance,
): Promise<() => Promise<void>> {
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const window = { bucket, windowStart: new Date(start), windowEnd: new Date(start + windowMs) };
  const refused = () =>
    AppError.tooManyRequests(`${reason} Please try again in ${timeToWait(start + windowMs - now)}.`);
  if (cost > max) throw refused();
  const [counted] = await db
    .insert(volumeCounters)
    .values({ ...window, hits: cost })
    .onConflictDoUpdate({
      target: [volumeCounters.bucket, volumeCounters.windowStart, volumeCounters.windowEnd],
      set: { hits: sql`${volumeCounters.hits} + ${cost}` },
      setWhere: sql`${volumeCounters.hits} + ${cost} <= ${max}`,
    })
    .returning({ hits: volumeCounters.hits });
  if (!counted) throw refused();
  // The first spend of a window clears away windows that have ended.
  if (counted.hits === cost) await pruneEndedWindows(db, new Date(now));
  return async () => {
    await db
      .update(volumeCounters)
      .set({ hits: sql`greatest(${volumeCounters.hits} - ${cost}, 0)` })
      .where(
        and(
          eq(volumeCounters.bucket, window.bucket),
          eq(volumeCounters.windowStart, window.windowStart),
          eq(volumeCounters.windowEnd, window.windowEnd),
        ),
      );
  };
}

/**
 * Runs `work` that is not a transaction (a search, say) paid for from an
 * allowance (429 when it is spent, and `work` does not run). When `work`
 * fails, having written nothing, the cost is given back, so only what was
 * done counts. A transaction spends inside itself instead (spendAllowance).
 */
export async function withAllowance<T>(allowance: Allowance, work: () => Promise<T>): Promise<T> {
  const giveBack = await spendAllowance(await getDb(), allowance);
  try {
    return await work();
  } catch (error) {
    // A give-back that fails over-counts; the error that ended the work matters more.
    await giveBack().catch(() => {});
    throw error;
  }
}

/** A wait for a 429's message: "1 minute", "40 minutes", "5 hours". */
export function timeToWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
