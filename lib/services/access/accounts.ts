import "server-only";
import type { AccountInput, ChangePasswordInput, LoginInput } from "@/lib/validation/auth";
import { and, eq, ne } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import { scopes, sessions, users, userScopes } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/security/password";
import { addressLimitKey } from "@/lib/domain/network-address";
import { type Principal, USER_SCOPE } from "@/lib/domain/principal";
import { readEnv } from "@/lib/env";
import { AppError, fieldErrorsOf } from "@/lib/errors";
import { registerInput } from "@/lib/validation/auth";
import { withUniqueFields } from "../db-errors";
import { isKnownClient, rememberClient } from "./known-clients";
import {
  assertRegistrationAllowed,
  clearClientFailures,
  passwordLimits,
  recordRegistrationFailure,
  reserveAttempt,
} from "./rate-limit";
import { createSession } from "./sessions";
import { byLogin, userUniqueFields } from "./users";
import { type Allowance, HOUR_MS, withAllowance } from "../volume-limits";
import type { Account } from "@/lib/types/access";
import { type Locale, localeOrDefault } from "@/lib/i18n/locales";

export type SignedIn = Account & { token: string; sessionId: number; userId: number };

const accountColumns = { login: users.login, email: users.email, locale: users.locale };

/** The column's check constraint admits only known locales; the type follows it. */
const asLocale = (value: string): Locale => localeOrDefault(value);

/**
 * Checks a password under the login limits (rate-limit.ts): 429 while the
 * client, the address or, for a client that never signed in to the account,
 * the account itself has too many recent failures. A right password forgets
 * the client's failures and makes it a known client of the account.
 */
async function checkPassword({
  account,
  password,
  address,
}: {
  /** The account's row, or the typed login when no account has it. */
  account: { userId: number; passwordHash: string } | { typedLogin: string };
  password: string;
  address: string;
}): Promise<boolean> {
  const known = "userId" in account ? account : null;
  // A client is known by its address's limit key, like the limits count it: an
  // IPv6 owner whose address rotates within its /64 stays known.
  const client = addressLimitKey(address);
  // Asked for unknown logins too (no row has id 0), so both take the same path and time.
  const knownClient = await isKnownClient({ userId: known?.userId ?? 0, client });
  const limits = passwordLimits({
    // Keyed by the row, not by the typed spelling: `kİki` and `kiki` are one account.
    account: known
      ? `user:${known.userId}`
      : `name:${(account as { typedLogin: string }).typedLogin.toLowerCase()}`,
    address,
    knownClient,
  });
  // Counted as a failure until proven right, so parallel guesses cannot exceed the limit.
  const attempt = await reserveAttempt("login", limits);
  let valid: boolean;
  try {
    // Unknown logins are checked against a dummy hash: both failures take as long.
    valid = await verifyPassword(known?.passwordHash ?? null, password);
  } catch (error) {
    await attempt.release().catch(() => {});
    throw error;
  }
  if (!valid) {
    await attempt.failed();
    return false;
  }
  await attempt.release();
  await clearClientFailures(limits);
  if (known) await rememberClient({ userId: known.userId, client });
  return true;
}

/** Checks credentials (rate-limited per client, login and address) and opens a session. */
export async function logIn(
  { login, password }: LoginInput,
  { address }: { address: string },
): Promise<SignedIn> {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      login: users.login,
      email: users.email,
      locale: users.locale,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(byLogin(login));
  const account = user ? { userId: user.id, passwordHash: user.passwordHash } : { typedLogin: login };
  if (!(await checkPassword({ account, password, address })) || !user) {
    throw AppError.unauthorized("Login or password is incorrect");
  }
  const session = await createSession({ userId: user.id });
  return { login: user.login, email: user.email, locale: asLocale(user.locale), userId: user.id, ...session };
}

/**
 * Accounts created per address (an IPv6 client's /64) and hour: enough for a
 * class behind one school address to register together, while one address
 * cannot fill the users table.
 */
function signUps(address: string): Allowance {
  return {
    bucket: `sign-ups:address:${addressLimitKey(address)}`,
    max: readEnv().REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    windowMs: HOUR_MS,
    reason: "Too many accounts registered from your address.",
  };
}

/**
 * Creates a learner account with the `user` scope and signs it in. It reads
 * the submitted form itself (a deliberate parser): a malformed attempt counts
 * against the registration limits before it is judged. A valid one spends
 * one of the address's sign-ups before its password is hashed (a refused one
 * costs no hashing), and gives it back when no account was created.
 */
export async function register(
  submitted: unknown,
  { address, locale = "en" }: { address: string; locale?: Locale },
): Promise<SignedIn> {
  const parsed = registerInput.safeParse(submitted ?? {});
  const attemptedLogin =
    typeof (submitted as { login?: unknown } | null)?.login === "string"
      ? (submitted as { login: string }).login
      : "";
  await assertRegistrationAllowed(attemptedLogin, address);
  if (!parsed.success) {
    await recordRegistrationFailure(attemptedLogin, address);
    throw AppError.validation(fieldErrorsOf(parsed.error), "isValid");
  }
  const values = parsed.data;
  let userId: number;
  try {
    userId = await withAllowance(signUps(address), async () => {
      const passwordHash = await hashPassword(values.password);
      return withUniqueFields(userUniqueFields, () =>
        transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ login: values.login, email: values.email, passwordHash, locale })
            .returning({ id: users.id });
          const [userScope] = await tx
            .select({ id: scopes.id })
            .from(scopes)
            .where(eq(scopes.value, USER_SCOPE));
          if (userScope) await tx.insert(userScopes).values({ userId: user!.id, scopeId: userScope.id });
          return user!.id;
        }),
      );
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      await recordRegistrationFailure(values.login, address);
      throw AppError.validation(error.fields ?? {}, "isValid");
    }
    throw error;
  }
  const session = await createSession({ userId });
  return { login: values.login, email: values.email, locale, userId, ...session };
}

export async function getAccount(principal: Principal): Promise<Account> {
  const db = await getDb();
  const [user] = await db.select(accountColumns).from(users).where(eq(users.id, principal.userId));
  if (!user) throw AppError.unauthorized();
  return { ...user, locale: asLocale(user.locale) };
}

export async function updateAccount(principal: Principal, values: AccountInput): Promise<Account> {
  const db = await getDb();
  const [user] = await withUniqueFields(userUniqueFields, () =>
    db
      .update(users)
      .set({ login: values.login, email: values.email, ...(values.locale ? { locale: values.locale } : {}) })
      .where(eq(users.id, principal.userId))
      .returning(accountColumns),
  );
  if (!user) throw AppError.unauthorized();
  return { ...user, locale: asLocale(user.locale) };
}

/** The language switch of a signed-in learner: only the locale changes. */
export async function saveAccountLocale(principal: Principal, locale: Locale): Promise<Account> {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ locale })
    .where(eq(users.id, principal.userId))
    .returning(accountColumns);
  if (!user) throw AppError.unauthorized();
  return { ...user, locale: asLocale(user.locale) };
}

/**
 * Sets a new password and ends every other session of the user. The current
 * password is asked again, under the login limits, so a stolen session
 * cannot take the account over.
 */
export async function changePassword(
  principal: Principal,
  { currentPassword, password }: ChangePasswordInput,
  { address }: { address: string },
): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user) throw AppError.unauthorized();
  const account = { userId: principal.userId, passwordHash: user.passwordHash };
  if (!(await checkPassword({ account, password: currentPassword, address }))) {
    throw AppError.validation({ currentPassword: "Current password is incorrect" });
  }
  const passwordHash = await hashPassword(password);
  await transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, principal.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, principal.userId), ne(sessions.id, principal.sessionId)));
  });
}
