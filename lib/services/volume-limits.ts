import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { volumeCounters } from "@/db/schema";
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
  /** The 429's text, given the time until the window ends (see timeToWait). */
  message: (retryAfterMs: number) => string;
};

/** What was spent, to give back when the request it paid for wrote nothing after all. */
export type Spent = { refund: () => Promise<void> };

/** Ended windows deleted when a window starts (SKIP LOCKED: two spends never wait on each other's). */
const PRUNE_BATCH = 100;

async function pruneEndedWindows(now: Date): Promise<void> {
  const db = await getDb();
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
 * passes it); otherwise 429 with the allowance's message, counting nothing.
 * A request that then writes nothing after all (a 422, a lost race) gives it
 * back with `refund()`, so only what was written counts.
 */
export async function spendAllowance({
  bucket,
  cost = 1,
  max,
  windowMs,
  message,
}: Allowance): Promise<Spent> {
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const window = { bucket, windowStart: new Date(start), windowEnd: new Date(start + windowMs) };
  const refused = () => AppError.tooManyRequests(message(start + windowMs - now));
  if (cost > max) throw refused();
  const db = await getDb();
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
  if (counted.hits === cost) await pruneEndedWindows(new Date(now));
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
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
    },
  };
}

/** A wait for a 429's message: "1 minute", "40 minutes", "5 hours". */
export function timeToWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
