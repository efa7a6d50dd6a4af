import "server-only";
import type { ResultSubmission } from "@/lib/validation/results";
import { and, asc, eq } from "drizzle-orm";
import { groupCommit } from "@/db/batches";
import { getDb, getDriver } from "@/db/client";
import { testResults, units } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { isTestType, testTypeOf, type TestTypeSlug } from "@/lib/domain/test-types";
import { readEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { withExistingReferences } from "./db-errors";
import { byKey } from "./keys";
import { currentCatalogue } from "./catalogue";
import { learnerCache } from "./learner-cache";
import { type ScoredSubmission, storeSubmissions } from "./submission-store";
import { listUnitSummaries } from "./units";
import { unitMembersOf } from "./unit-members";
import { readableUserId } from "./users";
import { type Allowance, HOUR_MS, withAllowance } from "./volume-limits";
import type { UnitSummary } from "@/lib/types/content";
import type { ResultAnswer, ResultSummary, TestResultDto, UnitWithResults } from "@/lib/types/results";

function assertTestType(value: string): TestTypeSlug {
  if (!isTestType(value)) throw AppError.notFound(`Unknown type of test: ${value}`);
  return value;
}

/**
 * The embedded database runs one transaction at a time, so submissions
 * arriving while one is stored would wait anyway: they are stored together
 * in the next transaction, and its statements' fixed cost (about a
 * millisecond each) is paid once for all of them. On PostgreSQL each
 * submission has its own transaction (the pool runs them side by side).
 */
const storeTogether = groupCommit(storeSubmissions, 25);

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
 * Scores a submission on the server (the client's notion of "correct" is
 * never trusted) and stores it. A scored submission is paid for from the
 * learner's allowance before any way of storing it runs (429 past them,
 * nothing stored), and given back when it was not stored after all.
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
  const db = await getDb();
  // A unit without questions of this type is refused anyway; only then does
  // it matter whether the unit exists (one query less on every submission).
  const unitId = submission.unitId;
  const catalogue = await currentCatalogue();
  const { result, answers, reviews } = await testTypeOf(type).score(
    (kind) => unitMembersOf(kind, unitId, catalogue),
    submission.answers,
    async () => {
      const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
      if (!unit) throw AppError.validation({ unitId: "Unit does not exist" });
    },
  );
  const scored: ScoredSubmission = {
    userId: principal.userId,
    unitId,
    testType: type,
    result,
    answers,
    reviews,
  };
  // The unit may be deleted between the reads above and the insert.
  const saved = await withAllowance(resultAllowance(principal.userId), () =>
    withExistingReferences(
      { test_results_unit_id_units_id_fk: { unitId: "Unit does not exist" } },
      async () =>
        (await getDriver()) === "pglite" ? storeTogether(scored) : (await storeSubmissions([scored]))[0]!,
    ),
  );
  return { ...saved, answers };
}

type StoredResult = { id: number; createdTs: number; result: number; answers: unknown[] };

/** Results kept per learner; a learner with more is read from the database on every call. */
const MAX_KEPT_RESULTS = 2_000;
type KeptResult = StoredResult & { unitId: number; testType: string };

/**
 * Every result of a learner (all types), oldest first; null: more than
 * MAX_KEPT_RESULTS. A result with its answers takes 1–2 kB, so the 20,000
 * kept across learners take some 20–40 MB; the replies built from them
 * (keptOf's lists, their encoded JSON) share the answers and add about as
 * much again at most.
 */
const keptResults = learnerCache<readonly KeptResult[] | null>("results", "testResults", {
  maxTotal: 20_000,
  sizeOf: (rows) => rows?.length ?? 1,
});

/**
 * A learner's results from memory while they are current, or null (more than
 * MAX_KEPT_RESULTS): the caller then asks the database for just what it needs.
 */
function learnerResults(userId: number): Promise<readonly KeptResult[] | null> {
  return keptResults(userId, async (db) => {
    const rows = await db
      .select({
        id: testResults.id,
        unitId: testResults.unitId,
        testType: testResults.testType,
        createdTs: testResults.createdTs,
        result: testResults.result,
        answers: testResults.answers,
      })
      .from(testResults)
      .where(eq(testResults.userId, userId))
      .orderBy(asc(testResults.createdTs), asc(testResults.id))
      .limit(MAX_KEPT_RESULTS + 1);
    return rows.length > MAX_KEPT_RESULTS ? null : Object.freeze(rows);
  });
}

const NO_RESULTS: readonly TestResultDto[] = Object.freeze([]);
/**
 * The DTOs of a kept list, by test type and unit, built on first read and
 * shared, frozen, until the list is replaced: a unit's results are read far
 * more often than they change, and the reply's JSON is then encoded once too.
 * Only units with results are held, so a learner's entries stay within their
 * rows.
 */
const dtosOfKept = new WeakMap<readonly KeptResult[], Map<string, readonly TestResultDto[]>>();

function keptOf(rows: readonly KeptResult[], testType: string, unitId: number): readonly TestResultDto[] {
  let byUnit = dtosOfKept.get(rows);
  if (!byUnit) dtosOfKept.set(rows, (byUnit = new Map()));
  const key = `${testType}:${unitId}`;
  const known = byUnit.get(key);
  if (known) return known;
  const dtos = rows
    .filter((row) => row.testType === testType && row.unitId === unitId)
    .map(({ id, createdTs, result, answers }) => deepFrozen(readResult({ id, createdTs, result, answers })));
  if (dtos.length === 0) return NO_RESULTS;
  byUnit.set(key, Object.freeze(dtos));
  return dtos;
}

function deepFrozen<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const field of Object.values(value)) deepFrozen(field);
  return Object.freeze(value);
}
// Answers stored before typos were forgiven carry no flag: they were all judged exactly.
type StoredAnswer = WithOptionalTypo<ResultAnswer>;
type WithOptionalTypo<A> = A extends ResultAnswer ? Omit<A, "typo"> & { typo?: boolean } : never;

function readResult({ answers, ...result }: StoredResult): TestResultDto {
  return {
    ...result,
    // An answer that has its flag is used as stored: kept results share it instead of copying it.
    answers: (answers as StoredAnswer[]).map((answer) =>
      answer.typo === undefined ? { ...answer, typo: false } : (answer as ResultAnswer),
    ),
  };
}

/** Whose results a caller may read: their own, or anyone's with the admin scope. */
const resultsOwnerId = (principal: Principal, login: string | undefined) =>
  readableUserId(principal, login, "Only administrators may read another user's results");

export async function listResults({
  principal,
  testType,
  unitId,
  login,
}: {
  principal: Principal;
  testType: string;
  unitId: number;
  login?: string;
}): Promise<readonly TestResultDto[]> {
  const type = assertTestType(testType);
  const userId = await resultsOwnerId(principal, login);
  const kept = await learnerResults(userId);
  if (kept) return keptOf(kept, type, unitId);
  const db = await getDb();
  const rows = await db
    .select({
      id: testResults.id,
      createdTs: testResults.createdTs,
      result: testResults.result,
      answers: testResults.answers,
    })
    .from(testResults)
    .where(
      and(eq(testResults.userId, userId), eq(testResults.testType, type), eq(testResults.unitId, unitId)),
    )
    .orderBy(asc(testResults.createdTs), asc(testResults.id));
  return rows.map(readResult);
}

/**
 * One unit (id or slug) with the user's results of one test type, oldest
 * first, in one query: the unit's row joined to the results (a unit without
 * any gives one row with no result). 404 when the unit does not exist.
 */
export async function findUnitWithResults({
  principal,
  testType,
  key,
  login,
}: {
  principal: Principal;
  testType: string;
  key: string;
  login?: string;
}): Promise<{ unit: UnitSummary; results: readonly TestResultDto[] }> {
  const type = assertTestType(testType);
  const userId = await resultsOwnerId(principal, login);
  // The catalogue only where the results are kept: otherwise one query reads both.
  const kept = await learnerResults(userId);
  const catalogue = kept && (await currentCatalogue());
  if (kept && catalogue) {
    const unit = catalogue.unitByKey(key);
    if (!unit) throw AppError.notFound("Unit was not found");
    return { unit: { id: unit.id, name: unit.name, url: unit.url }, results: keptOf(kept, type, unit.id) };
  }
  const db = await getDb();
  const rows = await db
    .select({
      unit: { id: units.id, name: units.name, url: units.url },
      result: {
        id: testResults.id,
        createdTs: testResults.createdTs,
        result: testResults.result,
        answers: testResults.answers,
      },
    })
    .from(units)
    .leftJoin(
      testResults,
      and(eq(testResults.unitId, units.id), eq(testResults.userId, userId), eq(testResults.testType, type)),
    )
    .where(byKey(units, key))
    .orderBy(asc(testResults.createdTs), asc(testResults.id));
  const [first] = rows;
  if (!first) throw AppError.notFound("Unit was not found");
  return {
    unit: first.unit,
    results: rows.flatMap(({ result }) => (result ? [readResult(result)] : [])),
  };
}

/** Every unit with the user's results of one test type: at most one query, whatever the counts. */
export async function listUnitsWithResults({
  principal,
  testType,
  login,
}: {
  principal: Principal;
  testType: string;
  login?: string;
}): Promise<UnitWithResults[]> {
  const type = assertTestType(testType);
  const userId = await resultsOwnerId(principal, login);
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
  const kept = await learnerResults(userId);
  if (kept) {
    return kept
      .filter((row) => row.testType === type)
      .map(({ unitId, id, createdTs, result }) => ({ unitId, id, createdTs, result }));
  }
  const db = await getDb();
  return db
    .select({
      unitId: testResults.unitId,
      id: testResults.id,
      createdTs: testResults.createdTs,
      result: testResults.result,
    })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.testType, type)))
    .orderBy(asc(testResults.createdTs), asc(testResults.id));
}
