import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scopes, sessions, users, userScopes } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { type Principal, USER_SCOPE } from "@/lib/auth/principal";
import { AppError, fieldErrorsOf, parseInput } from "@/lib/errors";
import { accountInput, changePasswordInput, loginInput, registerInput } from "@/lib/validation/auth";
import { withUniqueFields } from "./db-errors";
import { assertNotLockedOut, clearLoginFailures, recordFailure, reserveAttempt } from "./rate-limit";
import { createSession } from "./sessions";
import { byLogin, userUniqueFields } from "./users";

export type Account = { login: string; email: string };
export type SignedIn = Account & { token: string; sessionId: number; userId: number };

/** Checks credentials (rate-limited per login and address) and opens a session. */
export async function logIn(input: unknown, { address }: { address: string }): Promise<SignedIn> {
  const { login, password } = parseInput(loginInput, input, "isValid");
  // Counted as a failure until proven right, so parallel guesses cannot exceed the limit.
  const attempt = await reserveAttempt("login", login, address);
  let user: { id: number; login: string; email: string; passwordHash: string } | undefined;
  let valid: boolean;
  try {
    const db = await getDb();
    [user] = await db
      .select({ id: users.id, login: users.login, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(byLogin(login));
    // Unknown logins are checked against a dummy hash: both failures take as long.
    valid = await verifyPassword(user?.passwordHash ?? null, password);
  } catch (error) {
    await attempt.release().catch(() => {});
    throw error;
  }
  if (!user || !valid) {
    await attempt.failed();
    throw AppError.unauthorized("Login or password is incorrect");
  }
  await attempt.release();
  await clearLoginFailures("login", login);
  const session = await createSession({ userId: user.id });
  return { login: user.login, email: user.email, userId: user.id, ...session };
}

/** Creates a learner account with the `user` scope and signs it in. */
export async function register(input: unknown, { address }: { address: string }): Promise<SignedIn> {
  const parsed = registerInput.safeParse(input ?? {});
  const attemptedLogin =
    typeof (input as { login?: unknown } | null)?.login === "string"
      ? (input as { login: string }).login
      : "";
  await assertNotLockedOut("register", attemptedLogin, address);
  if (!parsed.success) {
    await recordFailure("register", attemptedLogin, address);
    throw AppError.validation(fieldErrorsOf(parsed.error), "isValid");
  }
  const values = parsed.data;
  const passwordHash = await hashPassword(values.password);
  const db = await getDb();
  let userId: number;
  try {
    userId = await withUniqueFields(userUniqueFields, () =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ login: values.login, email: values.email, passwordHash })
          .returning({ id: users.id });
        const [userScope] = await tx
          .select({ id: scopes.id })
          .from(scopes)
          .where(eq(scopes.value, USER_SCOPE));
        if (userScope) await tx.insert(userScopes).values({ userId: user!.id, scopeId: userScope.id });
        return user!.id;
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      await recordFailure("register", values.login, address);
      throw AppError.validation(error.fields ?? {}, "isValid");
    }
    throw error;
  }
  const session = await createSession({ userId });
  return { login: values.login, email: values.email, userId, ...session };
}

export async function getAccount(principal: Principal): Promise<Account> {
  const db = await getDb();
  const [user] = await db
    .select({ login: users.login, email: users.email })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user) throw AppError.unauthorized();
  return user;
}

export async function updateAccount(principal: Principal, input: unknown): Promise<Account> {
  const values = parseInput(accountInput, input);
  const db = await getDb();
  const [user] = await withUniqueFields(userUniqueFields, () =>
    db
      .update(users)
      .set({ login: values.login, email: values.email })
      .where(eq(users.id, principal.userId))
      .returning({ login: users.login, email: users.email }),
  );
  if (!user) throw AppError.unauthorized();
  return user;
}

/** Sets a new password and ends every other session of the user. */
export async function changePassword(principal: Principal, input: unknown): Promise<void> {
  const { password } = parseInput(changePasswordInput, input);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, principal.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, principal.userId), ne(sessions.id, principal.sessionId)));
  });
}
