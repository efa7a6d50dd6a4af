import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import {
  createSession,
  hashToken,
  resolveSession,
  revokeSession,
  revokeUserSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "@/lib/services/access/sessions";
import { expectAppError } from "../support/app-error";
import { LOCAL, registerLearner } from "../support/principals";
import { changePassword, logIn, resetUserPassword } from "../support/services";

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionRow(sessionId: number) {
  const db = await getDb();
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

async function moveSession(
  sessionId: number,
  values: { expiresAt?: Date; lastSeenAt?: Date },
): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

describe("sessions", () => {
  it("resolves a created session to its user, scopes included", async () => {
    const learner = await registerLearner();
    const before = Date.now();

    const session = await createSession({ userId: learner.userId });

    expect(session).toStrictEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      sessionId: expect.any(Number),
    });
    expect(await resolveSession({ token: session.token })).toStrictEqual({
      sessionId: session.sessionId,
      userId: learner.userId,
      login: learner.login,
      email: learner.email,
      scopes: ["user"],
      inAnyClass: false,
    });
    const row = await sessionRow(session.sessionId);
    // Only the token's hash is stored, and the session ends at the latest after the absolute lifetime.
    expect(row?.tokenHash).toBe(hashToken(session.token));
    expect(row?.tokenHash).not.toBe(session.token);
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_ABSOLUTE_MS - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_ABSOLUTE_MS + 1000);
  });

  it("resolves unknown and malformed tokens to null", async () => {
    expect(await resolveSession({ token: "A".repeat(43) })).toBeNull();
    expect(await resolveSession({ token: "" })).toBeNull();
    expect(await resolveSession({ token: "short" })).toBeNull();
    expect(await resolveSession({ token: "has spaces and ' quotes -- in it" })).toBeNull();
  });

  it("ends one session on revoke and leaves the others alone", async () => {
    const learner = await registerLearner();
    const other = await createSession({ userId: learner.userId });

    await revokeSession({ sessionId: learner.sessionId });

    expect(await resolveSession({ token: learner.token })).toBeNull();
    expect((await resolveSession({ token: other.token }))?.sessionId).toBe(other.sessionId);
    expect(await sessionRow(learner.sessionId)).toBeUndefined();
  });

  it("ends every session of a user, or every one but the current", async () => {
    const learner = await registerLearner();
    const [second, third] = await Promise.all([
      createSession({ userId: learner.userId }),
      createSession({ userId: learner.userId }),
    ]);
    const bystander = await registerLearner();

    await revokeUserSessions({ userId: learner.userId, exceptSessionId: second.sessionId });
    expect(await resolveSession({ token: learner.token })).toBeNull();
    expect(await resolveSession({ token: third.token })).toBeNull();
    expect((await resolveSession({ token: second.token }))?.login).toBe(learner.login);

    await revokeUserSessions({ userId: learner.userId });
    expect(await resolveSession({ token: second.token })).toBeNull();
    expect((await resolveSession({ token: bystander.token }))?.login).toBe(bystander.login);
  });

  it("does not resolve a session past its absolute expiry", async () => {
    const learner = await registerLearner();

    await moveSession(learner.sessionId, { expiresAt: new Date(Date.now() - 1000) });

    expect(await resolveSession({ token: learner.token })).toBeNull();
  });

  it("does not resolve a session left idle too long, and refreshes one in use", async () => {
    const idle = await registerLearner();
    const busy = await registerLearner();
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);

    await moveSession(idle.sessionId, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) });
    await moveSession(busy.sessionId, { lastSeenAt: twoDaysAgo });

    expect(await resolveSession({ token: idle.token })).toBeNull();
    expect((await resolveSession({ token: busy.token }))?.login).toBe(busy.login);
    const refreshed = (await sessionRow(busy.sessionId))!.lastSeenAt.getTime();
    expect(refreshed).toBeGreaterThan(twoDaysAgo.getTime() + DAY_MS);
    expect(refreshed).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe("password changes and resets", () => {
  it("changePassword keeps the current session, ends the others and swaps the password", async () => {
    const learner = await registerLearner();
    const otherDevice = await logIn({ login: learner.login, password: learner.password }, LOCAL);

    await changePassword(
      learner.principal,
      { currentPassword: learner.password, password: "a-brand-new-one", confirmPassword: "a-brand-new-one" },
      LOCAL,
    );

    expect((await resolveSession({ token: learner.token }))?.sessionId).toBe(learner.sessionId);
    expect(await resolveSession({ token: otherDevice.token })).toBeNull();
    await expectAppError(logIn({ login: learner.login, password: learner.password }, LOCAL), 401);
    expect((await logIn({ login: learner.login, password: "a-brand-new-one" }, LOCAL)).userId).toBe(
      learner.userId,
    );
  });

  it("resetUserPassword ends every session; the temporary password logs in and the old one fails", async () => {
    const learner = await registerLearner();
    const otherDevice = await logIn({ login: learner.login, password: learner.password }, LOCAL);

    const { temporaryPassword } = await resetUserPassword({ login: learner.login });

    expect(await resolveSession({ token: learner.token })).toBeNull();
    expect(await resolveSession({ token: otherDevice.token })).toBeNull();
    await expectAppError(logIn({ login: learner.login, password: learner.password }, LOCAL), 401);
    const signedIn = await logIn({ login: learner.login, password: temporaryPassword }, LOCAL);
    expect((await resolveSession({ token: signedIn.token }))?.userId).toBe(learner.userId);
  });
});
