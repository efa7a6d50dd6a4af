import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scopes, sessions, users, userScopes } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";

/** A session ends after this long without use... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and at the latest this long after login, however busy. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Refreshing last_seen_at on every request would turn every read into a write.
const LAST_SEEN_GRANULARITY_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession({
  userId,
}: {
  userId: number;
}): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The caller behind a token, or null when the token is unknown, revoked or expired. */
export async function resolveSession({ token }: { token: string }): Promise<Principal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const db = await getDb();
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      login: users.login,
      email: users.email,
      scopes: sql<string[]>`(SELECT coalesce(json_agg(s.value ORDER BY s.value), '[]'::json)
        FROM ${userScopes} us JOIN ${scopes} s ON s.id = us.scope_id WHERE us.user_id = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    login: row.login,
    email: row.email,
    scopes: row.scopes,
  };
}

export async function revokeSession({ sessionId }: { sessionId: number }): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function revokeUserSessions({
  userId,
  exceptSessionId,
}: {
  userId: number;
  exceptSessionId?: number;
}): Promise<void> {
  const db = await getDb();
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}

export async function revokeSessionByToken({ token }: { token: string }): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
