import "server-only";
import { type AnyColumn, and, desc, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { testDrafts, units } from "@/db/schema";
import type { Executor } from "@/db/types";
import type { Principal } from "@/lib/domain/principal";
import { keptProgress } from "@/lib/domain/kept-test";
import { testTypeOf } from "@/lib/domain/test-types";
import { AppError } from "@/lib/errors";
import type { TestDraftDto } from "@/lib/types/results";
import type { UnfinishedTest } from "@/lib/types/activity";
import type { TestDraftInput } from "@/lib/validation/test-drafts";
import { currentCatalogue } from "../content/catalogue";
import { unitMembersOf } from "../content/unit-members";
import { withExistingReferences } from "../db-errors";
import { assertTestType } from "./test-type";

const DRAFT_COLUMNS = {
  unitId: testDrafts.unitId,
  questionIds: testDrafts.questionIds,
  answers: testDrafts.answers,
  position: testDrafts.position,
  updatedTs: testDrafts.updatedTs,
};

const draftOf = (userId: number, unitId: number, testType: string) =>
  and(eq(testDrafts.userId, userId), eq(testDrafts.unitId, unitId), eq(testDrafts.testType, testType));

/** The caller's unfinished test of a unit and type, or null. */
export async function getTestDraft({
  principal,
  testType,
  unitId,
}: {
  principal: Principal;
  testType: string;
  unitId: number;
}): Promise<TestDraftDto | null> {
  const type = assertTestType(testType);
  const db = await getDb();
  const [draft] = await db
    .select(DRAFT_COLUMNS)
    .from(testDrafts)
    .where(draftOf(principal.userId, unitId, type));
  return draft ?? null;
}

/** How many questions of a kept test's answers column (or the incoming row's) are answered. */
const answeredIn = (answers: AnyColumn | SQL) =>
  sql`(SELECT count(*) FROM jsonb_array_elements(${answers}) AS answer WHERE answer <> 'null'::jsonb)`;

/**
 * Keeps the caller's unfinished test, replacing the one of the same unit and
 * type. Every question must be one of the unit's for the type (422). A copy of
 * the same test with fewer answers than the one kept arrived late (a slow save
 * of an earlier answer) and changes nothing: the reply is the test as kept.
 */
export async function saveTestDraft({
  principal,
  testType,
  draft,
}: {
  principal: Principal;
  testType: string;
  draft: TestDraftInput;
}): Promise<TestDraftDto> {
  const type = assertTestType(testType);
  const members = await unitMembersOf(testTypeOf(type).asks, draft.unitId, await currentCatalogue());
  const known = new Set(members.map((member) => member.id));
  const stranger = draft.questionIds.find((id) => !known.has(id));
  if (stranger !== undefined) {
    throw AppError.validation({ questionIds: `Question ${stranger} is not part of this unit` });
  }
  const row = { ...draft, updatedTs: Date.now() };
  const db = await getDb();
  // The unit may be deleted between the read above and the write.
  const [saved] = await withExistingReferences(
    { test_drafts_unit_id_units_id_fk: { unitId: "Unit does not exist" } },
    () =>
      db
        .insert(testDrafts)
        .values({ userId: principal.userId, testType: type, ...row })
        .onConflictDoUpdate({
          target: [testDrafts.userId, testDrafts.unitId, testDrafts.testType],
          set: row,
          setWhere: sql`${testDrafts.questionIds} <> excluded.question_ids
            OR ${answeredIn(sql`excluded.answers`)} >= ${answeredIn(testDrafts.answers)}`,
        })
        .returning(DRAFT_COLUMNS),
  );
  if (saved) return saved;
  const [kept] = await db
    .select(DRAFT_COLUMNS)
    .from(testDrafts)
    .where(draftOf(principal.userId, draft.unitId, type));
  return kept!;
}

/** Drops the caller's unfinished test of a unit and type, if there is one. */
export async function deleteTestDraft(
  { principal, testType, unitId }: { principal: Principal; testType: string; unitId: number },
  executor?: Executor,
): Promise<void> {
  const type = assertTestType(testType);
  const db = executor ?? (await getDb());
  await db.delete(testDrafts).where(draftOf(principal.userId, unitId, type));
}

/** The learner's most recently touched unfinished test, for Home's "Continue" tile. */
export async function latestUnfinishedTest(userId: number): Promise<UnfinishedTest | null> {
  const db = await getDb();
  const [draft] = await db
    .select({
      unit: { id: units.id, name: units.name, url: units.url },
      testType: testDrafts.testType,
      answers: testDrafts.answers,
    })
    .from(testDrafts)
    .innerJoin(units, eq(units.id, testDrafts.unitId))
    .where(eq(testDrafts.userId, userId))
    .orderBy(desc(testDrafts.updatedTs))
    .limit(1);
  if (!draft) return null;
  return {
    unit: draft.unit,
    testType: assertTestType(draft.testType),
    ...keptProgress(draft),
  };
}
