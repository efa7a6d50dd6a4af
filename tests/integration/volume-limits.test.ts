// The one mechanism behind the volume limits (sign-ups per address, review
// answers and results per learner): a counter per bucket and window in the
// database, spent by one statement.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { volumeCounters } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type Allowance, HOUR_MS, timeToWait, withAllowance } from "@/lib/services/volume-limits";
import { stoppedClock } from "../support/limits";

stoppedClock();

let serial = 0;
const freshBucket = (name: string) => `test:${name}:${++serial}:${Math.random().toString(36).slice(2)}`;

const allowance = (bucket: string, overrides: Partial<Allowance> = {}): Allowance => ({
  bucket,
  max: 10,
  windowMs: HOUR_MS,
  reason: "Too many of these.",
  ...overrides,
});

/** Answers the status of a spend: 200 when spent, else the AppError's status and message. */
async function attempt(allowance: Allowance): Promise<{ status: number; message?: string }> {
  try {
    await withAllowance(allowance, async () => {});
    return { status: 200 };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
}

async function hitsOf(bucket: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ hits: volumeCounters.hits })
    .from(volumeCounters)
    .where(eq(volumeCounters.bucket, bucket))
    .orderBy(volumeCounters.windowStart, volumeCounters.windowEnd);
  return rows.map((row) => row.hits);
}

describe("withAllowance", () => {
  it("spends up to the most a window holds; a refused request counts nothing", async () => {
    const bucket = freshBucket("max");
    vi.setSystemTime(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 20 * 60_000);

    expect(await attempt(allowance(bucket, { cost: 7 }))).toStrictEqual({ status: 200 });
    expect(await attempt(allowance(bucket, { cost: 4 }))).toStrictEqual({
      status: 429,
      message: "Too many of these. Please try again in 40 minutes.",
    });
    expect(await hitsOf(bucket)).toStrictEqual([7]);
    // What the refused request would have spent is still there to spend.
    expect(await attempt(allowance(bucket, { cost: 3 }))).toStrictEqual({ status: 200 });
    expect(await attempt(allowance(bucket))).toMatchObject({ status: 429 });
    expect(await hitsOf(bucket)).toStrictEqual([10]);
    // More than a whole window holds is refused outright.
    expect(await attempt(allowance(freshBucket("too-large"), { cost: 11 }))).toMatchObject({ status: 429 });
  });

  it("gives back what a request spent when it wrote nothing after all", async () => {
    const bucket = freshBucket("refund");
    const failed = withAllowance(allowance(bucket, { cost: 6 }), async () => {
      throw new Error("wrote nothing");
    });
    await expect(failed).rejects.toThrow("wrote nothing");

    expect(await hitsOf(bucket)).toStrictEqual([0]);
    expect(await attempt(allowance(bucket, { cost: 10 }))).toStrictEqual({ status: 200 });
  });

  it("lets a parallel burst spend exactly the window's allowance", async () => {
    const bucket = freshBucket("burst");

    const outcomes = await Promise.all(Array.from({ length: 40 }, () => attempt(allowance(bucket))));

    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(30);
    expect(await hitsOf(bucket)).toStrictEqual([10]);
  });

  it("starts afresh in the next window and prunes the windows that ended", async () => {
    const bucket = freshBucket("next-window");
    expect(await attempt(allowance(bucket, { cost: 10 }))).toStrictEqual({ status: 200 });
    expect(await attempt(allowance(bucket))).toMatchObject({ status: 429 });

    vi.setSystemTime(Date.now() + HOUR_MS);
    expect(await attempt(allowance(freshBucket("other")))).toStrictEqual({ status: 200 });

    expect(await hitsOf(bucket)).toStrictEqual([]);
    expect(await attempt(allowance(bucket, { cost: 10 }))).toStrictEqual({ status: 200 });
    const db = await getDb();
    const [ended] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(volumeCounters)
      .where(sql`${volumeCounters.windowEnd} <= ${new Date().toISOString()}::timestamptz`);
    expect(ended!.count).toBe(0);
  });

  it("tells the refused caller how long until the window ends", async () => {
    const bucket = freshBucket("wait");
    vi.setSystemTime(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 20 * 60_000);
    const timed = allowance(bucket, { max: 1, reason: "Hold on." });
    await withAllowance(timed, async () => {});

    expect(await attempt(timed)).toStrictEqual({
      status: 429,
      message: "Hold on. Please try again in 40 minutes.",
    });
    // One minute before the window ends.
    vi.setSystemTime(Date.now() + 39 * 60_000);
    expect(await attempt(timed)).toStrictEqual({
      status: 429,
      message: "Hold on. Please try again in 1 minute.",
    });
  });

  it("keeps a bucket's text out of the statement", async () => {
    const bucket = `${freshBucket("quote")}'); DROP TABLE volume_counters; --`;
    expect(await attempt(allowance(bucket, { cost: 2 }))).toStrictEqual({ status: 200 });
    expect(await hitsOf(bucket)).toStrictEqual([2]);
  });
});

describe("timeToWait", () => {
  it("says minutes up to an hour and a half, hours beyond", () => {
    expect(
      [1, 59_000, 60_000, 61_000, 90 * 60_000, 91 * 60_000, 23.5 * HOUR_MS].map(timeToWait),
    ).toStrictEqual(["1 minute", "1 minute", "1 minute", "2 minutes", "90 minutes", "2 hours", "24 hours"]);
  });
});
