import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { classes, classMembers, users } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { ClassPreview, JoinedClassDto } from "@/lib/types/classes";
import type { JoinInput } from "@/lib/validation/classes";
import { findUserId } from "../access/users";
import { type Allowance, HOUR_MS, spendAllowance } from "../volume-limits";
import { findClass, ownedClass } from "./ownership";

/** Wrong codes a learner may try per hour: plenty for typos, far too few to find a class by guessing. */
const WRONG_CODES_PER_HOUR = 30;

function joinAllowance(userId: number): Allowance {
  return {
    bucket: `class-joins:user:${userId}`,
    max: WRONG_CODES_PER_HOUR,
    windowMs: HOUR_MS,
    reason: `Too many attempts to join a class: at most ${WRONG_CODES_PER_HOUR} an hour.`,
  };
}

/**
 * Joins the class whose code the caller typed (any signed-in user): 404 when
 * no class has the code, and a wrong code counts against the caller's
 * allowance (429 past it). Joining again changes nothing.
 */
export async function joinClass(principal: Principal, { code }: JoinInput): Promise<JoinedClassDto> {
  const db = await getDb();
  const giveBack = await spendAllowance(db, joinAllowance(principal.userId));
  const [found] = await db
    .select({ id: classes.id, name: classes.name, ownerId: classes.ownerId, teacher: users.login })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.joinCode, code));
  if (!found) throw AppError.notFound("No class has this join code");
  // A right code is no guess: it costs nothing.
  await giveBack();
  if (found.ownerId === principal.userId) throw AppError.validation({ code: "You teach this class" });
  await db.insert(classMembers).values({ classId: found.id, userId: principal.userId }).onConflictDoNothing();
  const [membership] = await db
    .select({ joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, found.id), eq(classMembers.userId, principal.userId)));
  // Deleted by its teacher between the two statements.
  if (!membership) throw AppError.notFound("No class has this join code");
  return {
    id: found.id,
    name: found.name,
    teacher: found.teacher,
    joinedAt: membership.joinedAt.toISOString(),
  };
}

/**
 * The class a join link names, as the page of the link shows it before the
 * caller joins: its name, its teacher and whether the caller is in it
 * already, never its members. Null for a code no class has; a wrong code
 * costs the same allowance as a wrong join, so the page is no way round it.
 */
export async function previewClass(principal: Principal, { code }: JoinInput): Promise<ClassPreview | null> {
  const db = await getDb();
  const giveBack = await spendAllowance(db, joinAllowance(principal.userId));
  const [found] = await db
    .select({
      id: classes.id,
      name: classes.name,
      ownerId: classes.ownerId,
      teacher: users.login,
      member: sql<boolean>`exists (SELECT 1 FROM ${classMembers} WHERE ${classMembers.classId} = ${classes.id} AND ${classMembers.userId} = ${principal.userId})`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.joinCode, code));
  if (!found) return null;
  await giveBack();
  const standing = found.ownerId === principal.userId ? "teacher" : found.member ? "member" : "none";
  return { id: found.id, name: found.name, teacher: found.teacher, standing };
}

/** The caller leaves a class they belong to (404 when they do not). */
export async function leaveClass(principal: Principal, classId: number): Promise<void> {
  const db = await getDb();
  await findClass(db, classId);
  const left = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, principal.userId)))
    .returning({ userId: classMembers.userId });
  if (left.length === 0) throw AppError.notFound("You are not a member of this class");
}

/** The teacher takes a learner out of the class: from then on the teacher no longer reads their results. */
export async function removeMember(principal: Principal, classId: number, login: string): Promise<void> {
  await ownedClass(principal, classId);
  const userId = await findUserId({ login }).catch(() => null);
  const db = await getDb();
  const removed =
    userId === null
      ? []
      : await db
          .delete(classMembers)
          .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
          .returning({ userId: classMembers.userId });
  if (removed.length === 0) throw AppError.notFound("This learner is not a member of the class");
}
