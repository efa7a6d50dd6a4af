import "server-only";
import type { ResetPasswordInput, UserUpdateInput } from "@/lib/validation/access";
import { randomBytes } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import { scopes, sessions, users, userScopes } from "@/db/schema";
import { hashPassword } from "@/lib/security/password";
import { ADMIN_SCOPE, isAdmin, type Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { isStorableText } from "@/lib/validation/storable";
import { withUniqueFields } from "../db-errors";
import { pageOf } from "../paging";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";
import { scopeIdsForValues, scopeObjectsOf } from "./scope-objects";
import type { UserDto } from "@/lib/types/access";

// Never the password hash: every read of users goes through these columns.
const userColumns = {
  login: users.login,
  email: users.email,
  scopes: scopeObjectsOf(userScopes, "user_id", users.id).as("scopes"),
};

export const userUniqueFields = {
  users_login_lower_key: { login: "This login is already taken" },
  users_email_lower_key: { email: "This email is already registered" },
};

export const byLogin = (login: string) =>
  isStorableText(login) ? sql`lower(${users.login}) = lower(${login})` : sql`false`;

export async function listUsers(): Promise<UserDto[]> {
  const db = await getDb();
  return db.select(userColumns).from(users).orderBy(asc(users.login));
}

/** GET users with ?q=, ?limit= or ?cursor=: one page in login order, searched by login and email. */
export function pageUsers(query: PageQuery): Promise<Page<UserDto>> {
  return pageOf<UserDto>(
    {
      table: users,
      columns: userColumns,
      id: users.id,
      sortBy: users.login,
      searchable: [users.login, users.email],
    },
    query,
  );
}

export async function getUserByLogin({ login }: { login: string }): Promise<UserDto> {
  const db = await getDb();
  const [user] = await db.select(userColumns).from(users).where(byLogin(login));
  if (!user) throw AppError.notFound("User was not found");
  return user;
}

export async function findUserId({ login }: { login: string }): Promise<number> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(byLogin(login));
  if (!user) throw AppError.notFound("User was not found");
  return user.id;
}

/**
 * Whose learning data a caller may read: their own (no login, or their own),
 * or anyone's with the admin scope (403 otherwise, 404 for an unknown login).
 */
export async function readableUserId(
  principal: Principal,
  login: string | undefined,
  forbidden: string,
): Promise<number> {
  if (login === undefined || login.toLowerCase() === principal.login.toLowerCase()) return principal.userId;
  if (!isAdmin(principal)) throw AppError.forbidden(forbidden);
  return findUserId({ login });
}

/** An administrator's edit: email and scopes of the user named by login. */
export async function updateUser(values: UserUpdateInput): Promise<UserDto> {
  const userId = await findUserId({ login: values.login });
  await withUniqueFields(userUniqueFields, () =>
    transaction(async (tx) => {
      const scopeIds = await scopeIdsForValues(tx, values.scopes);
      // Serializes admin-scope changes, so two edits cannot both remove "the other" admin.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('practice:admin-scope'))`);
      if (!values.scopes.includes(ADMIN_SCOPE)) {
        const [others] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(userScopes)
          .innerJoin(scopes, eq(scopes.id, userScopes.scopeId))
          .where(and(eq(scopes.value, ADMIN_SCOPE), ne(userScopes.userId, userId)));
        if ((others?.total ?? 0) === 0) {
          throw AppError.validation({ scopes: "At least one user must keep the admin scope" });
        }
      }
      const updated = await tx
        .update(users)
        .set({ email: values.email })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      // Deleted since it was looked up: nothing to link the scopes to.
      if (updated.length === 0) throw AppError.notFound("User was not found");
      await tx.delete(userScopes).where(eq(userScopes.userId, userId));
      if (scopeIds.length > 0) {
        await tx.insert(userScopes).values(scopeIds.map((scopeId) => ({ userId, scopeId })));
      }
    }),
  );
  return getUserByLogin({ login: values.login });
}

/**
 * Sets a generated temporary password (shown once to the administrator) and
 * ends every session of the user.
 */
export async function resetUserPassword({
  login,
}: ResetPasswordInput): Promise<{ login: string; temporaryPassword: string }> {
  const userId = await findUserId({ login });
  const temporaryPassword = randomBytes(9).toString("base64url");
  const passwordHash = await hashPassword(temporaryPassword);
  const [user] = await transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ login: users.login });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return updated;
  });
  if (!user) throw AppError.notFound("User was not found");
  return { login: user.login, temporaryPassword };
}
