import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { classes, classMembers } from "@/db/schema";
import type { Executor } from "@/db/types";
import { isAdmin, type Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { isNumericKey } from "@/lib/validation/common";

// Who may do what to a class: its teacher (or an administrator) everything,
// its members read its assignments. Unknown is 404, anyone else's 403.

export type ClassRow = { id: number; name: string; ownerId: number };

/** A class's id as a path names it: anything but a whole number names no class (404). */
export function classIdOf(key: string): number {
  if (!isNumericKey(key)) throw AppError.notFound("Class was not found");
  return Number(key);
}

export function assignmentIdOf(key: string): number {
  if (!isNumericKey(key)) throw AppError.notFound("Assignment was not found");
  return Number(key);
}

export async function findClass(db: Executor, classId: number): Promise<ClassRow> {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, ownerId: classes.ownerId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row) throw AppError.notFound("Class was not found");
  return row;
}

/** The class, when the caller teaches it (or is an administrator): 404 unknown, 403 another teacher's. */
export async function ownedClass(principal: Principal, classId: number): Promise<ClassRow> {
  const row = await findClass(await getDb(), classId);
  if (row.ownerId !== principal.userId && !isAdmin(principal)) {
    throw AppError.forbidden("Only the class's teacher may do this");
  }
  return row;
}

/** Whether the caller may read the class's assignments: its teacher, an administrator or a member. */
export async function readableClass(principal: Principal, classId: number): Promise<ClassRow> {
  const db = await getDb();
  const row = await findClass(db, classId);
  if (row.ownerId === principal.userId || isAdmin(principal)) return row;
  const [member] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, principal.userId)));
  if (!member) throw AppError.forbidden("You are not a member of this class");
  return row;
}
