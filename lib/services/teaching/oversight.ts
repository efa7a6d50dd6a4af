import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { classes, classMembers, users } from "@/db/schema";
import { isAdmin, type Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { byLogin, readableUserId } from "../access/users";
import { ownedClass } from "./ownership";

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

/**
 * A class learner's statistics pages: the class's teacher (or an
 * administrator) reads them while the login is a member of the class; a
 * login that is not is refused alike whether or not it exists (403).
 */
export async function taughtMember(principal: Principal, classId: number, login: string): Promise<string> {
  await ownedClass(principal, classId);
  const db = await getDb();
  const [member] = await db
    .select({ login: users.login })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), byLogin(login)))
    .limit(1);
  if (!member) throw AppError.forbidden("This learner is not a member of the class");
  return member.login;
}
