import "server-only";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authFailures } from "@/db/schema";
import { AppError } from "@/lib/errors";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins (or refused registrations) per login name in the window. */
export const MAX_FAILURES_PER_LOGIN = 10;
/** Failures per client address in the window; successes never count. */
export const MAX_FAILURES_PER_ADDRESS = 50;

export type AuthAction = "login" | "register";

const buckets = (action: AuthAction, login: string, address: string) => ({
  login: `${action}:login:${login.trim().toLowerCase()}`,
  address: `${action}:address:${address}`,
});

async function failuresSince(bucket: string, since: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(authFailures)
    .where(and(eq(authFailures.bucket, bucket), gt(authFailures.createdAt, since)));
  return row?.total ?? 0;
}

/** Throws 429 while the login or the address has too many recent failures. */
export async function assertNotLockedOut(action: AuthAction, login: string, address: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const keys = buckets(action, login, address);
  const [byLogin, byAddress] = await Promise.all([
    failuresSince(keys.login, since),
    failuresSince(keys.address, since),
  ]);
  if (byLogin >= MAX_FAILURES_PER_LOGIN) throw lockedOut(action, "login");
  if (byAddress >= MAX_FAILURES_PER_ADDRESS) throw lockedOut(action, "address");
}

function lockedOut(action: AuthAction, by: "login" | "address"): AppError {
  const minutes = Math.round(FAILURE_WINDOW_MS / 60_000);
  const verb = action === "login" ? "login attempts" : "registration attempts";
  const whose = by === "login" ? "for this login" : "from your address";
  return AppError.tooManyRequests(
    `Too many failed ${verb} ${whose}. Please try again in ${minutes} minutes.`,
  );
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
  | { kind: "locked"; by: "login" | "address" }
  | { kind: "wait" }
  | { kind: "reserved"; rows: Array<{ id: number; bucket: string }> };

/**
 * Takes one of the limited places for an attempt before its password is
 * checked. Checking the count first and recording the failure afterwards let
 * every attempt of a parallel burst pass the check (40 guesses at once tried
 * 20 passwords). Now the decision is taken under a per-login and per-address
 * lock and counts the attempts still in progress: while the failures plus
 * those would reach a limit, the attempt waits for them to end (a success
 * frees its place), so at most the limit's number of passwords is ever tried,
 * and successes still never count. Throws 429 when locked out.
 */
export async function reserveAttempt(
  action: AuthAction,
  login: string,
  address: string,
): Promise<ReservedAttempt> {
  const keys = buckets(action, login, address);
  const db = await getDb();
  const deadline = Date.now() + WAIT_MS;
  for (let round = 0; ; round++) {
    const decision = await db.transaction(async (tx): Promise<Decision> => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${keys.login}))`);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${keys.address}))`);
      // One statement, so one snapshot: a pending row turning into a failure
      // meanwhile is counted once, as one or the other.
      const windowStart = new Date(Date.now() - FAILURE_WINDOW_MS);
      const pendingStart = new Date(Date.now() - PENDING_MS);
      const countOf = (bucket: string, since: Date) =>
        sql<number>`count(*) filter (where ${authFailures.bucket} = ${bucket} and ${authFailures.createdAt} > ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        );
      const [counts] = await tx
        .select({
          failedLogin: countOf(keys.login, windowStart),
          failedAddress: countOf(keys.address, windowStart),
          pendingLogin: countOf(pending(keys.login), pendingStart),
          pendingAddress: countOf(pending(keys.address), pendingStart),
        })
        .from(authFailures)
        .where(
          and(
            inArray(authFailures.bucket, [
              keys.login,
              keys.address,
              pending(keys.login),
              pending(keys.address),
            ]),
            gt(authFailures.createdAt, windowStart),
          ),
        );
      const { failedLogin = 0, failedAddress = 0, pendingLogin = 0, pendingAddress = 0 } = counts ?? {};
      if (failedLogin >= MAX_FAILURES_PER_LOGIN) return { kind: "locked", by: "login" };
      if (failedAddress >= MAX_FAILURES_PER_ADDRESS) return { kind: "locked", by: "address" };
      if (
        failedLogin + pendingLogin >= MAX_FAILURES_PER_LOGIN ||
        failedAddress + pendingAddress >= MAX_FAILURES_PER_ADDRESS
      ) {
        return { kind: "wait" };
      }
      const rows = await tx
        .insert(authFailures)
        .values([{ bucket: pending(keys.login) }, { bucket: pending(keys.address) }])
        .returning({ id: authFailures.id, bucket: authFailures.bucket });
      return { kind: "reserved", rows };
    });
    if (decision.kind === "locked") throw lockedOut(action, decision.by);
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

export async function recordFailure(action: AuthAction, login: string, address: string): Promise<void> {
  const keys = buckets(action, login, address);
  const db = await getDb();
  await db.insert(authFailures).values([{ bucket: keys.login }, { bucket: keys.address }]);
  // Rows older than the window no longer count for anything.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS)));
}

export async function clearLoginFailures(action: AuthAction, login: string): Promise<void> {
  const db = await getDb();
  await db.delete(authFailures).where(eq(authFailures.bucket, buckets(action, login, "").login));
}
