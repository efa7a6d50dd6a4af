import "server-only";
import { getTableName } from "drizzle-orm";
import { quoted } from "@/db/bound-values";
import { runStatement } from "@/db/client";
import { volumeCounters } from "@/db/schema";
import { AppError } from "@/lib/errors";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * How much a bucket (an address's sign-ups, a learner's review answers) may
 * spend per window. Windows are fixed and aligned to the epoch (an hour's
 * starts on the hour, a day's at midnight UTC), so across a window's end a
 * bucket may spend up to twice `max` in a short while; never more.
 */
export type Allowance = {
  /** What is counted, e.g. `sign-ups:address:203.0.113.7`; user text here is bound, never SQL. */
  bucket: string;
  /** What this request spends, e.g. its number of answers (default 1). */
  cost?: number;
  /** The most a window may hold. */
  max: number;
  windowMs: number;
  /** The 429's text; a function is given the time until the refusing window ends (timeToWait). */
  message: string | ((retryAfterMs: number) => string);
};

/** What was spent, to give back when the request it paid for wrote nothing after all. */
export type Spent = { refund: () => Promise<void> };

type Window = { allowance: Allowance; cost: number; start: Date; end: Date };

/** Rows of ended windows deleted by each spend (SKIP LOCKED: two spends never wait on each other's). */
const PRUNE_BATCH = 100;

const table = quoted(getTableName(volumeCounters));
const column = {
  bucket: quoted(volumeCounters.bucket.name),
  start: quoted(volumeCounters.windowStart.name),
  end: quoted(volumeCounters.windowEnd.name),
  hits: quoted(volumeCounters.hits.name),
};
const sameRow = (a: string, b: string) =>
  [column.bucket, column.start, column.end].map((name) => `${a}.${name} = ${b}.${name}`).join(" AND ");

/**
 * One statement decides and counts: $1 the windows wanted (jsonb: n, bucket,
 * window_start, window_end, cost, max_hits), $2 now. Every window is counted
 * or none: the snapshot's counts must all leave room, and the upsert checks
 * each row again on its latest version (a parallel spend may have counted
 * meanwhile), so a burst never passes `max`. It answers each window's count
 * before and whether it was spent; a window refused only by that second
 * check leaves the others spent, and the caller gives them back.
 */
const SPEND = `WITH wanted AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($1::jsonb)
    AS wanted(n integer, ${column.bucket} text, ${column.start} timestamptz, ${column.end} timestamptz,
      cost integer, max_hits integer)
), counted AS MATERIALIZED (
  SELECT wanted.*, coalesce(c.${column.hits}, 0) AS before
  FROM wanted LEFT JOIN ${table} AS c ON ${sameRow("c", "wanted")}
), pruned AS (
  DELETE FROM ${table} AS c USING (
    SELECT ${column.bucket}, ${column.start}, ${column.end} FROM ${table}
    WHERE ${column.end} <= $2::timestamptz
    LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED
  ) AS ended
  WHERE ${sameRow("c", "ended")}
), spent AS (
  INSERT INTO ${table} AS c (${column.bucket}, ${column.start}, ${column.end}, ${column.hits})
  SELECT ${column.bucket}, ${column.start}, ${column.end}, cost FROM counted
  WHERE NOT EXISTS (SELECT FROM counted WHERE before + cost > max_hits)
  ORDER BY n
  ON CONFLICT (${column.bucket}, ${column.start}, ${column.end}) DO UPDATE
    SET ${column.hits} = c.${column.hits} + excluded.${column.hits}
    WHERE c.${column.hits} + excluded.${column.hits} <= (SELECT max_hits FROM wanted WHERE ${sameRow("wanted", "excluded")})
  RETURNING c.${column.bucket}, c.${column.start}, c.${column.end}
)
SELECT counted.n, counted.before, spent.${column.bucket} IS NOT NULL AS spent
FROM counted LEFT JOIN spent ON ${sameRow("spent", "counted")}
ORDER BY counted.n`;

/** $1 the windows to give back (jsonb: bucket, window_start, window_end, cost). */
const REFUND = `UPDATE ${table} AS c SET ${column.hits} = greatest(c.${column.hits} - back.cost, 0)
FROM jsonb_to_recordset($1::jsonb)
  AS back(${column.bucket} text, ${column.start} timestamptz, ${column.end} timestamptz, cost integer)
WHERE ${sameRow("c", "back")}`;

const windowRecord = ({ allowance, start, end }: Window) => ({
  [volumeCounters.bucket.name]: allowance.bucket,
  [volumeCounters.windowStart.name]: start.toISOString(),
  [volumeCounters.windowEnd.name]: end.toISOString(),
});

function windowsOf(allowances: readonly Allowance[], now: number): Window[] {
  const windows = allowances.map((allowance): Window => {
    const cost = allowance.cost ?? 1;
    for (const [name, value] of [
      ["cost", cost],
      ["max", allowance.max],
      ["windowMs", allowance.windowMs],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1)
        throw new Error(`${name} of ${allowance.bucket} must be a positive whole number`);
    }
    const start = Math.floor(now / allowance.windowMs) * allowance.windowMs;
    return { allowance, cost, start: new Date(start), end: new Date(start + allowance.windowMs) };
  });
  const keys = new Set(windows.map(({ allowance }) => `${allowance.windowMs} ${allowance.bucket}`));
  // One statement cannot count one row twice.
  if (keys.size !== windows.length) throw new Error("An allowance is listed twice");
  // Always in the same order, so two spends of the same rows cannot deadlock.
  const key = ({ allowance }: Window) => [allowance.bucket, allowance.windowMs] as const;
  return windows.sort((a, b) => {
    const [bucketA, msA] = key(a);
    const [bucketB, msB] = key(b);
    return bucketA < bucketB ? -1 : bucketA > bucketB ? 1 : msA - msB;
  });
}

function refusal({ allowance, end }: Window, now: number): AppError {
  const { message } = allowance;
  return AppError.tooManyRequests(typeof message === "string" ? message : message(end.getTime() - now));
}

async function giveBack(windows: readonly Window[]): Promise<void> {
  if (windows.length === 0) return;
  await runStatement(REFUND, [
    JSON.stringify(windows.map((window) => ({ ...windowRecord(window), cost: window.cost }))),
  ]);
}

/**
 * Spends `cost` of each allowance in its current window, all or none, in one
 * statement shared by every instance; throws 429 with the refusing
 * allowance's message when any would pass its `max`, and then counts
 * nothing. A request that then writes nothing after all (a 422, a lost race)
 * gives it back with `refund()`, so only what was written counts.
 */
export async function spendAllowance(allowances: Allowance | readonly Allowance[]): Promise<Spent> {
  const now = Date.now();
  const windows = windowsOf(Array.isArray(allowances) ? allowances : [allowances as Allowance], now);
  // More than a whole window holds: refused without asking the database.
  const tooLarge = windows.find((window) => window.cost > window.allowance.max);
  if (tooLarge) throw refusal(tooLarge, now);
  const rows = await runStatement(SPEND, [
    JSON.stringify(
      windows.map((window, n) => ({
        n,
        ...windowRecord(window),
        cost: window.cost,
        max_hits: window.allowance.max,
      })),
    ),
    new Date(now).toISOString(),
  ]);
  const spent = rows.map((row) => row.spent === true);
  const counted = windows.filter((_, n) => spent[n]);
  if (counted.length < windows.length) {
    await giveBack(counted);
    const full = windows.find((window, n) => Number(rows[n]?.before) + window.cost > window.allowance.max);
    throw refusal(full ?? windows.find((_, n) => !spent[n])!, now);
  }
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      await giveBack(windows);
    },
  };
}

/** A wait for a 429's message: "1 minute", "40 minutes", "5 hours". */
export function timeToWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
