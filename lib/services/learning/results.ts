import "server-only";
import type { ResultSubmission } from "@/lib/validation/results";
import { and, asc, eq } from "drizzle-orm";
import { getDb, transaction } from "@/db/client";
import type { Transaction } from "@/db/types";
import { testResults, units } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { testTypeOf, type TestTypeSlug } from "@/lib/domain/test-types";
import { assertTestType } from "./test-type";
import { deleteTestDraft } from "./test-drafts";
import { readEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { withExistingReferences } from "../db-errors";
import { byKey } from "../keys";
import { currentCatalogue } from "../content/catalogue";
import { holdLearner, recordReviews } from "./review-cards";
import { listUnitSummaries } from "../content/units";
import { unitMembersOf } from "../content/unit-members";
import { readableLearnerId } from "../teaching/oversight";
import { type Allowance, HOUR_MS, spendAllowance } from "../volume-limits";
import type { UnitSummary } from "@/lib/types/content";
import type {
  ResultAnswer,
  ResultSummary,
  ScoredTestDto,
  TestResultDto,
  UnitWithResults,
} from "@/lib/types/results";

/**
 * Results a learner may store per hour: far above the pace of anyone taking
 * the tests (a unit's test takes minutes), it bounds how fast one account
 * can grow the results and, through the answers' reviews, the review log.
 */
function resultAllowance(userId: number): Allowance {
  const max = readEnv().RESULTS_PER_USER_PER_HOUR;
  return {
    bucket: `results:user:${userId}`,
    max,
    windowMs: HOUR_MS,
    reason: `Too many test results: at most ${max} an hour.`,
  };
}

/**
 * The server's verdict on a submission: each answer judged against the unit's
 * questions of the type, and the share right. A unit without such questions is
 * refused (422), naming it unknown when it does not exist at all.
 */
async function scoreAgainstUnit(type: TestTypeSlug, submission: ResultSubmission) {
  const db = await getDb();
  // A unit without questions of this type is refused anyway; only then does
  // it matter whether the unit exists (one query less on every submission).
  const unitId = submission.unitId;
  const catalogue = await currentCatalogue();
  return testTypeOf(type).score(
    (kind) => unitMembersOf(kind, unitId, catalogue),
    submission,
    async () => {
      const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
      if (!unit) throw AppError.validation({ unitId: "Unit does not exist" });
    },
  );
}

/**
 * Scores a test and stores nothing: what a guest, who cannot submit results,
 * is shown at the end of a test. The same verdict a submission gets.
 */
export async function scoreTest({
  testType,
  submission,
}: {
  testType: string;
  submission: ResultSubmission;
}): Promise<ScoredTestDto> {
  const { result, answers } = await scoreAgainstUnit(assertTestType(testType), submission);
  return { result, answers };
}

/** How far back a test finished offline may be dated: as long as the offline pages are kept. */
const OFFLINE_DAYS_MS = 30 * 24 * HOUR_MS;

/** When a submission is stored: now, or for a keyed one (sent later) when it was taken, never in the future. */
function storedTime(submission: ResultSubmission, now: number): number {
  if (submission.key === undefined) return now;
  return Math.min(now, Math.max(submission.createdTs, now - OFFLINE_DAYS_MS));
}

// A chart's bars: what a statistics page shows before a bar is opened.
const SUMMARY_COLUMNS = {
  id: testResults.id,
  createdTs: testResults.createdTs,
  result: testResults.result,
};
const RESULT_COLUMNS = { ...SUMMARY_COLUMNS, answers: testResults.answers };
const OLDEST_FIRST = [asc(testResults.createdTs), asc(testResults.id)];

/** The learner's result stored before under this key, as it was answered then. */
async function storedUnderKey(tx: Transaction, userId: number, key: string): Promise<TestResultDto | null> {
  const [row] = await tx
    .select(RESULT_COLUMNS)
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.clientKey, key)));
  return row ? readResult(row) : null;
}

/**
 * Scores a submission on the server (the client's notion of "correct" is
 * never trusted) and stores it in one transaction: the learner's allowance
 * is spent (429 past it), every answered word's review card moves with its
 * log, and the result is written; all of it or nothing. A submission with a
 * key already stored stores nothing and answers that result.
 */
export async function submitResult({
  principal,
  testType,
  submission,
}: {
  principal: Principal;
  testType: string;
  submission: ResultSubmission;
}): Promise<TestResultDto> {
  const type = assertTestType(testType);
  const unitId = submission.unitId;
  const { result, answers, reviews } = await scoreAgainstUnit(type, submission);
  const userId = principal.userId;
  const createdTs = storedTime(submission, Date.now());
  const key = submission.key;
  const at = key === undefined ? {} : { at: new Date(createdTs) };
  // The unit may be deleted between the reads above and the insert.
  return withExistingReferences({ test_results_unit_id_units_id_fk: { unitId: "Unit does not exist" } }, () =>
    transaction(async (tx) => {
      if (key !== undefined) {
        // Held first, so the same key sent twice at once is stored by one request and found by the
        // other (a deadlock with an unkeyed submission of the learner's is retried, db/client.ts).
        await holdLearner(tx, userId);
        const stored = await storedUnderKey(tx, userId, key);
        if (stored) return stored;
      }
      await spendAllowance(tx, resultAllowance(userId));
      await recordReviews(tx, {
        userId,
        source: "test",
        now: new Date(createdTs),
        answers: reviews.map((review) => ({ ...review, ...at })),
      });
      // The test is over: it is no longer offered to continue.
      await deleteTestDraft({ principal, testType: type, unitId }, tx);
      const [row] = await tx
        .insert(testResults)
        .values({ userId, unitId, testType: type, createdTs, result, answers, clientKey: key ?? null })
        .returning({ id: testResults.id, createdTs: testResults.createdTs, result: testResults.result });
      return { ...row!, answers };
    }),
  );
}

type StoredResult = { id: number; createdTs: number; result: number; answers: unknown[] };

// Answers stored before typos were forgiven carry no flag: they were all judged exactly.
type StoredAnswer = WithOptionalTypo<ResultAnswer>;
type WithOptionalTypo<A> = A extends ResultAnswer ? Omit<A, "typo"> & { typo?: boolean } : never;

function readResult({ answers, ...result }: StoredResult): TestResultDto {
  return {
    ...result,
    answers: (answers as StoredAnswer[]).map((answer) =>
      answer.typo === undefined ? { ...answer, typo: false } : (answer as ResultAnswer),
    ),
  };
}

/** A read of one test type's results: the caller's own, or another login's. */
type ResultsRead = { principal: Principal; testType: string; login?: string };

/**
 * The test type a read names, and whose results it may read: the caller's
 * own, anyone's with the admin scope, or a learner's in one of the caller's classes.
 */
async function readScope({ principal, testType, login }: ResultsRead) {
  const type = assertTestType(testType);
  const userId = await readableLearnerId(
    principal,
    login,
    "Only administrators and the learner's teachers may read another user's results",
  );
  return { type, userId };
}

type UnitResultsRead = ResultsRead & { unitId: number };

/** Which rows are the user's results of one unit. */
async function unitResults({ unitId, ...read }: UnitResultsRead) {
  const { type, userId } = await readScope(read);
  return and(eq(testResults.userId, userId), eq(testResults.testType, type), eq(testResults.unitId, unitId));
}

/** The user's results of one unit, oldest first, with their answers (the API's GET results). */
export async function listResults(read: UnitResultsRead): Promise<TestResultDto[]> {
  const [where, db] = await Promise.all([unitResults(read), getDb()]);
  const rows = await db
    .select(RESULT_COLUMNS)
    .from(testResults)
    .where(where)
    .orderBy(...OLDEST_FIRST);
  return rows.map(readResult);
}

/** The same without their answers, which a chart fetches for the bar opened. */
export async function listResultSummaries(read: UnitResultsRead): Promise<ResultSummary[]> {
  const [where, db] = await Promise.all([unitResults(read), getDb()]);
  return db
    .select(SUMMARY_COLUMNS)
    .from(testResults)
    .where(where)
    .orderBy(...OLDEST_FIRST);
}

/**
 * One unit (id or slug) with the user's results of one test type, oldest
 * first and without their answers, in one query: the unit's row joined to the
 * results (a unit without any gives one row with no result). 404 when the
 * unit does not exist.
 */
export async function findUnitWithResults({
  key,
  ...read
}: ResultsRead & { key: string }): Promise<{ unit: UnitSummary; results: ResultSummary[] }> {
  const { type, userId } = await readScope(read);
  const db = await getDb();
  const rows = await db
    .select({ unit: { id: units.id, name: units.name, url: units.url }, result: SUMMARY_COLUMNS })
    .from(units)
    .leftJoin(
      testResults,
      and(eq(testResults.unitId, units.id), eq(testResults.userId, userId), eq(testResults.testType, type)),
    )
    .where(byKey(units, key))
    .orderBy(...OLDEST_FIRST);
  const [first] = rows;
  if (!first) throw AppError.notFound("Unit was not found");
  return { unit: first.unit, results: rows.flatMap(({ result }) => (result ? [result] : [])) };
}

/** Every unit with the user's results of one test type: at most one query, whatever the counts. */
export async function listUnitsWithResults(read: ResultsRead): Promise<UnitWithResults[]> {
  const { type, userId } = await readScope(read);
  // The user's results of the type, oldest first, laid over every unit of the cached catalogue.
  const [allUnits, rows] = await Promise.all([listUnitSummaries(), resultSummaries(userId, type)]);
  const byUnit = new Map<number, ResultSummary[]>();
  for (const { unitId, ...result } of rows) {
    const list = byUnit.get(unitId);
    if (list) list.push(result);
    else byUnit.set(unitId, [result]);
  }
  return allUnits.map((unit) => ({ ...unit, results: byUnit.get(unit.id) ?? [] }));
}

async function resultSummaries(
  userId: number,
  type: TestTypeSlug,
): Promise<Array<ResultSummary & { unitId: number }>> {
  const db = await getDb();
  return db
    .select({ unitId: testResults.unitId, ...SUMMARY_COLUMNS })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.testType, type)))
    .orderBy(...OLDEST_FIRST);
}
