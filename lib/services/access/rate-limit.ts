import "server-only";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import { authFailures } from "@/db/schema";
import { addressLimitKey } from "@/lib/domain/network-address";
import { AppError } from "@/lib/errors";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from all clients that never signed in to it, in the window. */
const MAX_FAILURES_PER_LOGIN = 10;
/** Wrong passwords for one account from one client, in the window. */
const MAX_FAILURES_PER_CLIENT = 10;
/** Failures per client address in the window; successes never count. */
export const MAX_FAILURES_PER_ADDRESS = 50;

export type AuthAction = "login" | "register";

/**
 * A count of recent failures that refuses further attempts once it reaches
 * `max`: per client and login, per login, or per address.
 */
export type Limit = { bucket: string; max: number; per: "client" | "login" | "address" };

/**
 * The limits of a password check for an account (`user:12`, or the typed
 * name of a login that does not exist) from a client address. The shared
 * per-login limit holds only for clients that never signed in to the account,
 * so someone without the password cannot lock the owner out of the places
 * the owner signs in from; a distributed attacker still gets at most
 * MAX_FAILURES_PER_LOGIN guesses per window, a single client
 * MAX_FAILURES_PER_CLIENT. A client is its address's limit key (an IPv6
 * client's /64), so rotating addresses within it earns no more guesses.
 */
export function passwordLimits({
  account,
  address,
  knownClient,
}: {
  account: string;
  address: string;
  knownClient: boolean;
}): Limit[] {
  const client = addressLimitKey(address);
  const limits: Limit[] = [
    { bucket: `login:${account}:client:${client}`, max: MAX_FAILURES_PER_CLIENT, per: "client" },
    { bucket: `login:address:${client}`, max: MAX_FAILURES_PER_ADDRESS, per: "address" },
  ];
  if (!knownClient) {
    limits.push({ bucket: `login:${account}:new-clients`, max: MAX_FAILURES_PER_LOGIN, per: "login" });
  }
  return limits;
}

/** Refused registrations, per typed login and per address (its limit key, an IPv6 client's /64). */
function registrationLimits(login: string, address: string): Limit[] {
  return [
    { bucket: `register:login:${login.trim().toLowerCase()}`, max: MAX_FAILURES_PER_LOGIN, per: "login" },
    {
      bucket: `register:address:${addressLimitKey(address)}`,
      max: MAX_FAILURES_PER_ADDRESS,
      per: "address",
    },
  ];
}

function lockedOut(action: AuthAction, per: Limit["per"]): AppError {
  const minutes = Math.round(FAILURE_WINDOW_MS / 60_000);
  const verb = action === "login" ? "login attempts" : "registration attempts";
  const whose = per === "address" ? "from your address" : "for this login";
  return AppError.tooManyRequests(
    `Too many failed ${verb} ${whose}. Please try again in ${minutes} minutes.`,
  );
}

async function failuresSince(bucket: string, since: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(authFailures)
    .where(and(eq(authFailures.bucket, bucket), gt(authFailures.createdAt, since)));
  return row?.total ?? 0;
}

/** Throws 429 while the typed login or the address has too many refused registrations. */
export async function assertRegistrationAllowed(login: string, address: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const limits = registrationLimits(login, address);
  const totals = await Promise.all(limits.map((limit) => failuresSince(limit.bucket, since)));
  const reached = limits.find((limit, index) => totals[index]! >= limit.max);
  if (reached) throw lockedOut("register", reached.per);
}

export async function recordRegistrationFailure(login: string, address: string): Promise<void> {
  const db = await getDb();
  await db.insert(authFailures).values(registrationLimits(login, address).map(({ bucket }) => ({ bucket })));
  await pruneOldFailures();
}

export type ReservedAttempt = {
  /** The attempt failed: it is recorded as a failure. */
  failed: () => Promise<void>;
  /** The attempt succeeded (or broke off): it leaves no trace. */
  release: () => Promise<void>;
};

/** Attempts still being checked hold a row in a "pending" bucket of their own. */
const pending = (bucket: string) => `pending:${bucket}`;
/** A pending row older than this belongs to a process that died mid-check. */
const PENDING_MS = 60_000;
/** How long an attempt may wait for the attempts ahead of it to end. */
const WAIT_MS = 30_000;

type Decision =
  | { kind: "locked"; per: Limit["per"] }
  | { kind: "wait" }
  | { kind: "reserved"; rows: Array<{ id: number; bucket: string }> };

/**
 * Takes one of the limited places for an attempt before its password is
 * checked. Checking the count first and recording the failure afterwards let
 * every attempt of a parallel burst pass the check (40 guesses at once tried
 * 20 passwords). Now the decision is taken under a lock per bucket and counts
 * the attempts still in progress: while the failures plus those would reach a
 * limit, the attempt waits for them to end (a success frees its place), so at
 * most the limit's number of passwords is ever tried, and successes still
 * never count. Throws 429 when locked out.
 */
export async function reserveAttempt(action: AuthAction, limits: Limit[]): Promise<ReservedAttempt> {
  const db = await getDb();
  const buckets = limits.map((limit) => limit.bucket);
  const deadline = Date.now() + WAIT_MS;
  for (let round = 0; ; round++) {
    const decision = await transaction(async (tx): Promise<Decision> => {
      // Always in the same order, so two attempts sharing buckets cannot deadlock.
      for (const bucket of [...buckets].sort()) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`);
      }
      // One statement, so one snapshot: a pending row turning into a failure
      // meanwhile is counted once, as one or the other.
      const windowStart = new Date(Date.now() - FAILURE_WINDOW_MS);
      const pendingStart = new Date(Date.now() - PENDING_MS);
      const countOf = (bucket: string, since: Date) =>
        sql<number>`count(*) filter (where ${authFailures.bucket} = ${bucket} and ${authFailures.createdAt} > ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        );
      const [counts] = await tx
        .select(
          Object.fromEntries(
            limits.flatMap((limit, index) => [
              [`failed${index}`, countOf(limit.bucket, windowStart)],
              [`pending${index}`, countOf(pending(limit.bucket), pendingStart)],
            ]),
          ),
        )
        .from(authFailures)
        .where(
          and(
            inArray(authFailures.bucket, [...buckets, ...buckets.map(pending)]),
            gt(authFailures.createdAt, windowStart),
          ),
        );
      const failed = (index: number) => Number(counts?.[`failed${index}`] ?? 0);
      const inProgress = (index: number) => Number(counts?.[`pending${index}`] ?? 0);
      const locked = limits.find((limit, index) => failed(index) >= limit.max);
      if (locked) return { kind: "locked", per: locked.per };
      if (limits.some((limit, index) => failed(index) + inProgress(index) >= limit.max)) {
        return { kind: "wait" };
      }
      const rows = await tx
        .insert(authFailures)
        .values(buckets.map((bucket) => ({ bucket: pending(bucket) })))
        .returning({ id: authFailures.id, bucket: authFailures.bucket });
      return { kind: "reserved", rows };
    });
    if (decision.kind === "locked") throw lockedOut(action, decision.per);
    if (decision.kind === "reserved") {
      const ids = decision.rows.map((row) => row.id);
      return {
        async failed() {
          for (const row of decision.rows) {
            await db
              .update(authFailures)
              .set({ bucket: row.bucket.slice("pending:".length), createdAt: new Date() })
              .where(eq(authFailures.id, row.id));
          }
          await pruneOldFailures();
        },
        async release() {
          await db.delete(authFailures).where(inArray(authFailures.id, ids));
        },
      };
    }
    if (Date.now() > deadline) throw lockedOut(action, "login");
    const pause = Math.min(25 * 2 ** round, 400) * (0.5 + Math.random());
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function pruneOldFailures(): Promise<void> {
  const db = await getDb();
  // Rows older than the window no longer count for anything.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS)));
}

/** A right password forgets that client's wrong ones (the shared per-login count stays). */
export async function clearClientFailures(limits: Limit[]): Promise<void> {
  const db = await getDb();
  const clientBuckets = limits.filter((limit) => limit.per === "client").map((limit) => limit.bucket);
  if (clientBuckets.length > 0)
    await db.delete(authFailures).where(inArray(authFailures.bucket, clientBuckets));
}
