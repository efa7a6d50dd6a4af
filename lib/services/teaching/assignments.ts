import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assignments, classes, classMembers, testResults, units } from "@/db/schema";
import type { Executor } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { AssignmentDto, MyAssignmentDto } from "@/lib/types/classes";
import type { AssignmentInput } from "@/lib/validation/classes";
import { withExistingReferences, withUniqueFields } from "../db-errors";
import { ownedClass, readableClass } from "./ownership";

const assignmentColumns = {
  id: assignments.id,
  classId: assignments.classId,
  unit: { id: units.id, name: units.name, url: units.url },
  testType: assignments.testType,
  dueDate: assignments.dueDate,
  passMark: assignments.passMark,
  createdTs: assignments.createdTs,
};

// The order every list of a class's assignments keeps: soonest due first, undated last, then as assigned.
const assignmentOrder = [
  sql`${assignments.dueDate} ASC NULLS LAST`,
  asc(assignments.createdTs),
  asc(assignments.id),
];

/** A class's assignments in the one order, for its teacher and its members alike. */
export async function assignmentsOf(db: Executor, classId: number): Promise<AssignmentDto[]> {
  return db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(units, eq(units.id, assignments.unitId))
    .where(eq(assignments.classId, classId))
    .orderBy(...assignmentOrder);
}

/** The class's assignments: read by its teacher, an administrator or its members (403 for anyone else). */
export async function listAssignments(principal: Principal, classId: number): Promise<AssignmentDto[]> {
  await readableClass(principal, classId);
  return assignmentsOf(await getDb(), classId);
}

/**
 * Assigns a unit to the class (its teacher): once per unit and test type (an
 * assignment "any type" is one of its own). Results count from now on.
 */
export async function assignUnit(
  principal: Principal,
  classId: number,
  input: AssignmentInput,
): Promise<AssignmentDto> {
  await ownedClass(principal, classId);
  const db = await getDb();
  const [row] = await withUniqueFields(
    {
      assignments_class_unit_type_key: {
        unitId: "This unit is already assigned to the class with this test type",
      },
    },
    () =>
      withExistingReferences(
        {
          assignments_unit_id_units_id_fk: { unitId: "Unit does not exist" },
          assignments_class_id_classes_id_fk: { classId: "Class was not found" },
        },
        () =>
          db
            .insert(assignments)
            .values({ classId, ...input, createdTs: Date.now() })
            .returning({ id: assignments.id }),
      ),
  );
  const [saved] = await db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(units, eq(units.id, assignments.unitId))
    .where(eq(assignments.id, row!.id));
  if (!saved) throw AppError.notFound("Assignment was not found");
  return saved;
}

export async function unassignUnit(
  principal: Principal,
  classId: number,
  assignmentId: number,
): Promise<void> {
  await ownedClass(principal, classId);
  const db = await getDb();
  const removed = await db
    .delete(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classId)))
    .returning({ id: assignments.id });
  if (removed.length === 0) throw AppError.notFound("Assignment was not found");
}

/**
 * A result counts for an assignment when it is of the assigned unit (and
 * test type, when one is set) and was made after the unit was assigned (a
 * result of the same millisecond is taken as made before).
 */
export const countsFor = sql`${testResults.unitId} = ${assignments.unitId}
  AND (${assignments.testType} IS NULL OR ${testResults.testType} = ${assignments.testType})
  AND ${testResults.createdTs} > ${assignments.createdTs}`;

/**
 * The caller's assignments from every class they belong to, each with the
 * best result that counts for it and whether that reaches the pass mark:
 * one query, whatever the number of classes and results, and none for a
 * learner in no class (most of them: the units pages and Home ask for every one).
 */
export async function listMyAssignments(principal: Principal): Promise<MyAssignmentDto[]> {
  if (!principal.inAnyClass) return [];
  const db = await getDb();
  const best = sql<number | null>`max(${testResults.result})`;
  const rows = await db
    .select({ ...assignmentColumns, className: classes.name, bestResult: best })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(assignments, eq(assignments.classId, classes.id))
    .innerJoin(units, eq(units.id, assignments.unitId))
    .leftJoin(testResults, and(eq(testResults.userId, classMembers.userId), countsFor))
    .where(eq(classMembers.userId, principal.userId))
    .groupBy(assignments.id, units.id, classes.id)
    .orderBy(...assignmentOrder, asc(classes.name));
  return rows.map((row) => {
    const bestResult = row.bestResult === null ? null : Number(row.bestResult);
    return { ...row, bestResult, done: bestResult !== null && bestResult >= row.passMark };
  });
}
