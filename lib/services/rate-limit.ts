import "server-only";
import { and, count, eq, gt, lt } from "drizzle-orm";
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
  const minutes = Math.round(FAILURE_WINDOW_MS / 60_000);
  const verb = action === "login" ? "login attempts" : "registration attempts";
  if (byLogin >= MAX_FAILURES_PER_LOGIN) {
    throw AppError.tooManyRequests(
      `Too many failed ${verb} for this login. Please try again in ${minutes} minutes.`,
    );
  }
  if (byAddress >= MAX_FAILURES_PER_ADDRESS) {
    throw AppError.tooManyRequests(
      `Too many failed ${verb} from your address. Please try again in ${minutes} minutes.`,
    );
  }
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
