import "server-only";
import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assignments, classes, classMembers, users } from "@/db/schema";
import { joinCodeOf } from "@/lib/domain/join-code";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { ClassInput } from "@/lib/validation/classes";
import { constraintOf } from "../db-errors";
import type { ClassDetailDto, MyClassesDto, TaughtClassDto } from "@/lib/types/classes";
import { assignmentsOf } from "./assignments";
import { ownedClass } from "./ownership";

const newJoinCode = () => joinCodeOf(randomBytes(16));

/**
 * Runs a write that stores a new join code, again with another code in the
 * rare case that one is taken (31^8 codes: a clash is all but impossible).
 */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (attempt >= 3 || constraintOf(error, "23505") !== "classes_join_code_key") throw error;
    }
  }
}

// A class's counts in the same statement as the class: one query for a teacher's list.
const taughtColumns = {
  id: classes.id,
  name: classes.name,
  teacher: users.login,
  joinCode: classes.joinCode,
  createdAt: classes.createdAt,
  memberCount: sql<number>`(SELECT count(*)::int FROM ${classMembers} WHERE ${classMembers.classId} = ${classes.id})`,
  assignmentCount: sql<number>`(SELECT count(*)::int FROM ${assignments} WHERE ${assignments.classId} = ${classes.id})`,
};

async function taughtClass(classId: number): Promise<TaughtClassDto> {
  const db = await getDb();
  const [row] = await db
    .select(taughtColumns)
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.id, classId));
  if (!row) throw AppError.notFound("Class was not found");
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A new class of the caller's, with a fresh join code. Who may open one is the endpoint rules' call. */
export async function createClass(principal: Principal, input: ClassInput): Promise<TaughtClassDto> {
  const db = await getDb();
  const row = await withFreshCode(async (joinCode) => {
    const [created] = await db
      .insert(classes)
      .values({ name: input.name, ownerId: principal.userId, joinCode })
      .returning({ id: classes.id });
    return created!;
  });
  return taughtClass(row.id);
}

export async function renameClass(
  principal: Principal,
  classId: number,
  input: ClassInput,
): Promise<TaughtClassDto> {
  await ownedClass(principal, classId);
  const db = await getDb();
  await db.update(classes).set({ name: input.name }).where(eq(classes.id, classId));
  return taughtClass(classId);
}

/** Deletes the class with its members and assignments (the foreign keys cascade); results stay the learners'. */
export async function deleteClass(principal: Principal, classId: number): Promise<void> {
  await ownedClass(principal, classId);
  const db = await getDb();
  await db.delete(classes).where(eq(classes.id, classId));
}

/** A new join code: the old one stops working at once (a code shared too widely). */
export async function regenerateJoinCode(principal: Principal, classId: number): Promise<TaughtClassDto> {
  await ownedClass(principal, classId);
  const db = await getDb();
  await withFreshCode((joinCode) => db.update(classes).set({ joinCode }).where(eq(classes.id, classId)));
  return taughtClass(classId);
}

/** The caller's classes: those they teach (with codes and counts) and those they belong to. */
export async function listMyClasses(principal: Principal): Promise<MyClassesDto> {
  const db = await getDb();
  const [teaching, member] = await Promise.all([
    db
      .select(taughtColumns)
      .from(classes)
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(eq(classes.ownerId, principal.userId))
      .orderBy(asc(classes.name), asc(classes.id)),
    db
      .select({
        id: classes.id,
        name: classes.name,
        teacher: users.login,
        joinedAt: classMembers.joinedAt,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(eq(classMembers.userId, principal.userId))
      .orderBy(asc(classes.name), asc(classes.id)),
  ]);
  return {
    teaching: teaching.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    member: member.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
  };
}

/** The teacher's page of a class: its code, its members by login, its assignments. */
export async function getClass(principal: Principal, classId: number): Promise<ClassDetailDto> {
  await ownedClass(principal, classId);
  const db = await getDb();
  const [summary, members, assigned] = await Promise.all([
    taughtClass(classId),
    db
      .select({
        login: users.login,
        joinedAt: classMembers.joinedAt,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(eq(classMembers.classId, classId))
      .orderBy(asc(sql`lower(${users.login})`)),
    assignmentsOf(db, classId),
  ]);
  return {
    ...summary,
    members: members.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    assignments: assigned,
  };
}
