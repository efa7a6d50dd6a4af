import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { getDb } from "@/db/client";
import { assignments, classMembers, reviewLogs, testResults, users } from "@/db/schema";
import type { Executor } from "@/db/types";
import { exportCell } from "@/lib/domain/csv-cells";
import { resultPercent } from "@/lib/domain/percent";
import type { Principal } from "@/lib/domain/principal";
import { slugOf } from "@/lib/domain/slug";
import type { ClassProgressDto, ProgressCellDto } from "@/lib/types/classes";
import { passedAnswer, retentionAnswers } from "../retention";
import { assignmentsOf, countsFor } from "./assignments";
import { ownedClass } from "./ownership";

const asNumber = (value: unknown) => Number(value);

/**
 * The members by login, each with when they last answered anything (a test or
 * a review) and their retention (the statistics page's figure,
 * lib/services/learning/retention.ts; null without such answers), in one query.
 */
function membersOf(db: Executor, classId: number, now: Date) {
  const lastResult = sql`(SELECT max(${testResults.createdTs}) FROM ${testResults}
    WHERE ${testResults.userId} = ${classMembers.userId})`;
  const lastReview = sql`(SELECT (extract(epoch FROM max(${reviewLogs.review})) * 1000)::bigint
    FROM ${reviewLogs} WHERE ${reviewLogs.userId} = ${classMembers.userId})`;
  const retention = sql`(SELECT (count(*) FILTER (WHERE ${passedAnswer}))::float8 / nullif(count(*), 0)
    FROM ${reviewLogs} WHERE ${reviewLogs.userId} = ${classMembers.userId} AND ${retentionAnswers(now)})`;
  return db
    .select({
      userId: classMembers.userId,
      login: users.login,
      joinedAt: classMembers.joinedAt,
      lastActiveTs: sql<number | null>`greatest(${lastResult}, ${lastReview})`.mapWith(asNumber),
      retention: sql<number | null>`${retention}`.mapWith(asNumber),
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(sql`lower(${users.login})`), asc(users.id));
}

/**
 * Every member's figures per assignment, from the results that count for it
 * (lib/services/teaching/assignments.ts, countsFor): one grouped query.
 */
function cellsOf(db: Executor, classId: number) {
  return db
    .select({
      assignmentId: assignments.id,
      userId: classMembers.userId,
      passMark: assignments.passMark,
      testsTaken: sql<number>`count(*)::int`,
      averageResult: sql<number>`avg(${testResults.result})`.mapWith(asNumber),
      bestResult: sql<number>`max(${testResults.result})`.mapWith(asNumber),
      lastResult: sql<number>`(array_agg(${testResults.result}
        ORDER BY ${testResults.createdTs} DESC, ${testResults.id} DESC))[1]`.mapWith(asNumber),
      lastTs: sql<number>`max(${testResults.createdTs})`.mapWith(asNumber),
    })
    .from(assignments)
    .innerJoin(classMembers, eq(classMembers.classId, assignments.classId))
    .innerJoin(testResults, and(eq(testResults.userId, classMembers.userId), countsFor))
    .where(eq(assignments.classId, classId))
    .groupBy(assignments.id, classMembers.userId);
}

const EMPTY_CELL = { testsTaken: 0, lastResult: null, averageResult: null, bestResult: null, lastTs: null };

/**
 * The teacher's table of a class: learners (by login) × assignments (in the
 * class's order), each cell with the results that count for the assignment.
 * Four queries whatever the size of the class; only its teacher (or an
 * administrator) reads it.
 */
export async function getClassProgress(principal: Principal, classId: number): Promise<ClassProgressDto> {
  const found = await ownedClass(principal, classId);
  const db = await getDb();
  const [assigned, members, cells] = await Promise.all([
    assignmentsOf(db, classId),
    membersOf(db, classId, new Date()),
    cellsOf(db, classId),
  ]);
  const byKey = new Map(cells.map((cell) => [`${cell.userId}:${cell.assignmentId}`, cell]));
  return {
    class: { id: found.id, name: found.name },
    assignments: assigned,
    learners: members.map((member) => ({
      login: member.login,
      joinedAt: member.joinedAt.toISOString(),
      lastActiveTs: member.lastActiveTs,
      retention: member.retention,
      cells: assigned.map((assignment): ProgressCellDto => {
        const cell = byKey.get(`${member.userId}:${assignment.id}`);
        if (!cell) return { assignmentId: assignment.id, ...EMPTY_CELL, done: false };
        const { userId: _userId, passMark, ...figures } = cell;
        return { ...figures, done: figures.bestResult >= passMark };
      }),
    })),
  };
}

/** A share 0..1 as a whole percentage, empty for none. */
const percent = (value: number | null) => (value === null ? "" : String(resultPercent(value)));
const isoOf = (ts: number | null) => (ts === null ? "" : new Date(ts).toISOString());

/**
 * GET classes/{id}/progress/export: the progress table as CSV (its teacher or an
 * administrator, as the table): login, last active, review retention, then per
 * assignment its last and average result (percent), tests taken and done.
 * Formula starts are kept as text; the file is named after the class.
 */
export async function exportClassProgressCsv(
  principal: Principal,
  classId: number,
): Promise<{ filename: string; csv: string }> {
  const progress = await getClassProgress(principal, classId);
  const labels = progress.assignments.map((assignment) =>
    assignment.testType ? `${assignment.unit.name} (${assignment.testType})` : assignment.unit.name,
  );
  const fields = [
    "login",
    "last active",
    "review retention %",
    ...labels.flatMap((label) => [
      `${label}: last %`,
      `${label}: average %`,
      `${label}: tests`,
      `${label}: done`,
    ]),
  ];
  const data = progress.learners.map((learner) => [
    learner.login,
    isoOf(learner.lastActiveTs),
    percent(learner.retention),
    ...learner.cells.flatMap((cell) => [
      percent(cell.lastResult),
      percent(cell.averageResult),
      String(cell.testsTaken),
      cell.done ? "yes" : "no",
    ]),
  ]);
  const csv = Papa.unparse(
    { fields: fields.map(exportCell), data: data.map((row) => row.map(exportCell)) },
    { newline: "\r\n" },
  );
  return { filename: `class-${slugOf(progress.class.name, "class")}-progress.csv`, csv: `${csv}\r\n` };
}
