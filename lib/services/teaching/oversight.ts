import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { classes, classMembers, users } from "@/db/schema";
import { isAdmin, type Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { byLogin, readableUserId } from "../access/users";

/**
 * Whose results a caller may read: their own, anyone's with the admin scope,
 * or a learner's while the learner is in one of the caller's classes. Anyone
 * else's is refused alike whether or not the login exists (403), so a
 * learner cannot probe for other accounts.
 */
export async function readableLearnerId(
  principal: Principal,
  login: string | undefined,
  forbidden: string,
): Promise<number> {
  if (login === undefined || isAdmin(principal) || login.toLowerCase() === principal.login.toLowerCase()) {
    return readableUserId(principal, login, forbidden);
  }
  const db = await getDb();
  const [taught] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(classMembers, eq(classMembers.userId, users.id))
    .innerJoin(classes, and(eq(classes.id, classMembers.classId), eq(classes.ownerId, principal.userId)))
    .where(byLogin(login))
    .limit(1);
  if (!taught) throw AppError.forbidden(forbidden);
  return taught.id;
}
