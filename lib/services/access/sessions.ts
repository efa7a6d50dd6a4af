import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { classMembers, scopes, sessions, users, userScopes } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { versionedCache } from "../versioned-cache";

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

type KnownSession = { principal: Principal; lastSeenAt: number; expiresAt: number };

/** Sessions held in memory per process; the least recently resolved go first. */
const MAX_CACHED_SESSIONS = 10_000;

// Valid while the access version is unchanged: ending a session, changing a
// user's login, email, password or scopes, a scope's value, or joining or
// leaving a class bumps it (db/triggers.ts), so a revocation anywhere empties
// every instance's memory.
type KnownSessions = Map<string, KnownSession>;
const sessionsCache = versionedCache("sessions", "access", async (): Promise<KnownSessions> => new Map());

function remember(sessionsByHash: KnownSessions, tokenHash: string, session: KnownSession): void {
  sessionsByHash.delete(tokenHash);
  sessionsByHash.set(tokenHash, session);
  if (sessionsByHash.size > MAX_CACHED_SESSIONS) sessionsByHash.delete(sessionsByHash.keys().next().value!);
}

async function loadSession(tokenHash: string, now: number): Promise<KnownSession | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      login: users.login,
      email: users.email,
      scopes: sql<string[]>`(SELECT coalesce(json_agg(s.value ORDER BY s.value), '[]'::json)
        FROM ${userScopes} us JOIN ${scopes} s ON s.id = us.scope_id WHERE us.user_id = ${users.id})`,
      inAnyClass: sql<boolean>`EXISTS (SELECT 1 FROM ${classMembers} WHERE ${classMembers.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  const { lastSeenAt, expiresAt, ...principal } = row;
  Object.freeze(principal.scopes);
  return {
    principal: Object.freeze(principal),
    lastSeenAt: lastSeenAt.getTime(),
    expiresAt: expiresAt.getTime(),
  };
}

/**
 * The caller behind a token, or null when the token is unknown, revoked or
 * expired. A session resolved before is answered from memory while nothing
 * revoked or changed it, so a request costs no statement for it; "last used"
 * is written at most once a minute.
 */
export async function resolveSession({ token }: { token: string }): Promise<Principal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const sessionsByHash = await sessionsCache();
  const now = Date.now();
  let session = sessionsByHash.get(tokenHash);
  // Idle in this process's memory may not be idle: another instance may have seen it since.
  if (!session || session.expiresAt <= now || now - session.lastSeenAt >= SESSION_IDLE_MS) {
    session = (await loadSession(tokenHash, now)) ?? undefined;
    if (!session) {
      sessionsByHash.delete(tokenHash);
      return null;
    }
  }
  if (now - session.lastSeenAt > LAST_SEEN_GRANULARITY_MS) {
    session = { ...session, lastSeenAt: now };
    const db = await getDb();
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.principal.sessionId));
  }
  remember(sessionsByHash, tokenHash, session);
  return session.principal;
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
