// The number of SQL statements a service call sends must not grow with the
// data: each call is counted on a small database, then again after many
// units, words, users and results were added.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { runInRequestScope } from "@/db/cache-versions";
import { countQueries, getDb, getDriver } from "@/db/client";
import { testResults, units, unitWords, users, words } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { countDueCards } from "@/lib/services/learning/due-cards";
import {
  findUnitWithResults,
  listResultSummaries,
  listResults,
  listUnitsWithResults,
} from "@/lib/services/learning/results";
import { resolveSession } from "@/lib/services/access/sessions";
import { listMyAssignments } from "@/lib/services/teaching/assignments";
import { createClass } from "@/lib/services/teaching/classes";
import { joinClass } from "@/lib/services/teaching/membership";
import {
  getUnitPhrases,
  getUnitWithWords,
  getUnitWords,
  listUnits,
  listUnitSummaries,
} from "@/lib/services/content/units";
import type { UnitDto } from "@/lib/types/content";
import { call } from "../support/api";
import { makeFilledUnit } from "../support/factories";
import { logInAs, registerLearner } from "../support/principals";
import { submitResult } from "../support/services";

type Learner = { principal: Principal; token: string };

let learner: Learner;
/** A learner in a class: the units' pages also read their assignments. */
let member: Learner;
/** Submits during the counts, so the learner's own results stay as they are. */
let poster: Learner;
let admin: Principal;
/** The unit the learner studies: the one every per-unit call reads. */
let studied: UnitDto;
/**
 * The one statement a request spends on caches: none on PGlite (notifications
 * keep the versions), the read of the version rows on PostgreSQL.
 */
let versionRead: number;
/** A learner's own rows (results, due cards) are read from the database: one statement per read. */
const LEARNER_READ = 1;
/**
 * A test's answers move review cards in the submission's transaction: the
 * learner, the words and the cards are taken, then cards and logs written.
 */
const CARD_WRITES = 5;

/** A page render or API call: the cache versions are read once for all of it. */
const asOneRequest = (work: () => Promise<unknown>) => () => runInRequestScope(work);

async function vocabularyPageReads(token: string): Promise<void> {
  const principal = await resolveSession({ token });
  if (!principal) throw new Error("The session did not resolve");
  await countDueCards({ principal });
  await listUnitSummaries();
  await listMyAssignments(principal);
  await getUnitWithWords({ key: studied.url });
}

/** The reads whose statement counts are compared, each with the counts expected. */
const CALLS: Record<string, { expected: () => number; run: () => Promise<unknown> }> = {
  // The results, laid over the cached units.
  listUnitsWithResults: {
    expected: () => LEARNER_READ + versionRead,
    run: () => listUnitsWithResults({ principal: learner.principal, testType: "words-writing" }),
  },
  "listUnitsWithResults (admin, another login)": {
    expected: () => 1 + LEARNER_READ + versionRead,
    run: () =>
      listUnitsWithResults({ principal: admin, testType: "words-writing", login: learner.principal.login }),
  },
  listResults: {
    expected: () => LEARNER_READ,
    run: () => listResults({ principal: learner.principal, testType: "words-writing", unitId: studied.id }),
  },
  listResultSummaries: {
    expected: () => LEARNER_READ,
    run: () =>
      listResultSummaries({ principal: learner.principal, testType: "words-writing", unitId: studied.id }),
  },
  // The unit joined to its results: one statement.
  findUnitWithResults: {
    expected: () => LEARNER_READ,
    run: () =>
      findUnitWithResults({ principal: learner.principal, testType: "words-writing", key: studied.url }),
  },
  // Content and sessions come from memory, checked against the versions.
  getUnitWords: { expected: () => versionRead, run: () => getUnitWords({ key: studied.url }) },
  getUnitPhrases: { expected: () => versionRead, run: () => getUnitPhrases({ key: studied.url }) },
  listUnits: { expected: () => versionRead, run: () => listUnits() },
  resolveSession: { expected: () => versionRead, run: () => resolveSession({ token: learner.token }) },
  // What /statistics/words-writing/{unit} reads: the layout's principal and
  // unit list, then the page's unit with its results (getPagePrincipal is
  // cached per render, so the session is resolved once).
  "statistics page": {
    expected: () => 2 * LEARNER_READ + versionRead,
    run: asOneRequest(async () => {
      const principal = await resolveSession({ token: learner.token });
      if (!principal) throw new Error("The session did not resolve");
      await listUnitsWithResults({ principal, testType: "words-writing" });
      await findUnitWithResults({ principal, testType: "words-writing", key: studied.url });
    }),
  },
  // What /units/{unit}/vocabulary reads: the principal, the top bar's due
  // cards, the units layout's list with the marks of assigned units (for a
  // learner in a class), the unit with its words.
  "vocabulary page": {
    expected: () => LEARNER_READ + versionRead,
    run: asOneRequest(() => vocabularyPageReads(learner.token)),
  },
  "vocabulary page (a learner in a class)": {
    expected: () => 2 * LEARNER_READ + versionRead,
    run: asOneRequest(() => vocabularyPageReads(member.token)),
  },
  // Every signed-in page's top bar, outside a request.
  countDueCards: { expected: () => LEARNER_READ, run: () => countDueCards({ principal: learner.principal }) },
  // Scoring reads the unit's questions from the catalogue, then the learner's
  // allowance of results is spent (lib/services/volume-limits.ts), the test
  // kept unfinished is dropped and the result stored.
  submitResult: {
    expected: () => 3 + versionRead,
    run: () =>
      submitResult({
        principal: poster.principal,
        testType: "words-writing",
        input: { unitId: studied.id, createdTs: Date.now(), answers: [] },
      }),
  },
  // A keyed submission (a test finished offline) holds the learner and looks for its key first.
  "submitResult with a key": {
    expected: () => 5 + versionRead,
    run: () =>
      submitResult({
        principal: poster.principal,
        testType: "words-writing",
        input: { unitId: studied.id, createdTs: Date.now(), answers: [], key: randomUUID() },
      }),
  },
  // Answered words move review cards too, in the same transaction.
  "submitResult with answers": {
    expected: () => 3 + CARD_WRITES + versionRead,
    run: () =>
      submitResult({
        principal: poster.principal,
        testType: "words-writing",
        input: {
          unitId: studied.id,
          createdTs: Date.now(),
          answers: studied.words.map((questionId) => ({ questionId, answer: "x" })),
        },
      }),
  },
  // The API adds the session and the authorization check, both from memory.
  "GET units (API)": { expected: () => versionRead, run: () => expectOk(call("GET", "/units")) },
  "GET units/{key}/words (API)": {
    expected: () => versionRead,
    run: () => expectOk(call("GET", `/units/${studied.url}/words`, { token: learner.token })),
  },
  "GET results/words-writing (API)": {
    expected: () => LEARNER_READ + versionRead,
    run: () => expectOk(call("GET", `/results/words-writing?unit=${studied.id}`, { token: learner.token })),
  },
};

async function expectOk(pending: ReturnType<typeof call>): Promise<void> {
  const response = await pending;
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${response.text}`);
}

async function countAll(): Promise<Record<string, number>> {
  // Once first, so one-time work (loading the endpoint rules) is not counted.
  for (const { run } of Object.values(CALLS)) await run();
  const counts: Record<string, number> = {};
  for (const [name, { run }] of Object.entries(CALLS)) counts[name] = (await countQueries(run)).queries;
  return counts;
}

/** Many units (with words), users and results: bulk inserts, as a real database would have them. */
async function grow(): Promise<void> {
  const db = await getDb();
  const tag = Date.now().toString(36);
  const unitRows = await db
    .insert(units)
    .values(Array.from({ length: 60 }, (_, index) => ({ name: `Unit ${index}`, url: `q-${tag}-${index}` })))
    .returning({ id: units.id });
  const wordRows = await db
    .insert(words)
    .values(
      Array.from({ length: 300 }, (_, index) => ({
        url: `q-${tag}-w${index}`,
        en: `word ${index}`,
        ru: `слово ${index}`,
        transcription: "/wɜːd/",
      })),
    )
    .returning({ id: words.id });
  await db.insert(unitWords).values(
    wordRows.map((word, index) => ({
      unitId: unitRows[index % unitRows.length]!.id,
      wordId: word.id,
      position: index,
    })),
  );
  const hash = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$bm90IGEgcmVhbCBoYXNo";
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        login: `q-${tag}-${index}`,
        email: `q-${tag}-${index}@example.com`,
        passwordHash: hash,
      })),
    )
    .returning({ id: users.id });
  const owners = [learner.principal.userId, ...userRows.map((user) => user.id)];
  const unitIds = [studied.id, ...unitRows.map((unit) => unit.id)];
  // Every other result is the learner's own on the studied unit; the rest spread over the others.
  const rows = Array.from({ length: 2000 }, (_, index) => ({
    userId: index % 2 === 0 ? learner.principal.userId : owners[index % owners.length]!,
    unitId: index % 2 === 0 ? studied.id : unitIds[index % unitIds.length]!,
    testType: index % 3 === 1 ? "phrases" : "words-writing",
    createdTs: Date.now() - index * 60_000,
    result: (index % 10) / 10,
    answers: [{ questionId: 1, en: "word", ru: "слово", answer: "word", correct: true }],
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(testResults).values(rows.slice(start, start + 500));
  }
}

beforeAll(async () => {
  const onPostgres = (await getDriver()) === "postgres";
  versionRead = onPostgres ? 1 : 0;
  const registered = await registerLearner("counted");
  learner = { principal: registered.principal, token: registered.token };
  const other = await registerLearner("poster");
  poster = { principal: other.principal, token: other.token };
  admin = await logInAs("admin");
  const joining = await registerLearner("member");
  const taught = await createClass(admin, { name: "Counted class" });
  await joinClass(joining.principal, { code: taught.joinCode });
  member = { principal: joining.principal, token: joining.token };
  ({ unit: studied } = await makeFilledUnit({ words: 12, phrases: 6 }));
  // A few results of its own before the database grows.
  for (let round = 0; round < 3; round++) {
    await submitResult({
      principal: learner.principal,
      testType: "words-writing",
      input: {
        unitId: studied.id,
        createdTs: Date.now(),
        answers: studied.words.slice(0, 2).map((questionId) => ({ questionId, answer: "x" })),
      },
    });
  }
});

describe("SQL statements per service call", () => {
  it("stay the same on a small and on a large database", async () => {
    const small = await countAll();
    await grow();
    const large = await countAll();

    // The data really grew where the calls read it.
    const summaries = await listUnitsWithResults({ principal: learner.principal, testType: "words-writing" });
    expect(summaries.length).toBeGreaterThan(60);
    const own = await listResults({
      principal: learner.principal,
      testType: "words-writing",
      unitId: studied.id,
    });
    expect(own.length).toBeGreaterThan(300);

    expect(large).toStrictEqual(small);
    const expected = Object.fromEntries(
      Object.entries(CALLS).map(([name, { expected }]) => [name, expected()]),
    );
    expect(small).toStrictEqual(expected);
  });

  it("counts only the work inside countQueries", async () => {
    const db = await getDb();
    // Started outside, still running while the counted work runs.
    const outside = (async () => db.select({ id: testResults.id }).from(testResults).limit(1))();
    const { queries } = await countQueries(async () => {
      await db.select({ id: users.id }).from(users).limit(1);
      await db.select({ id: units.id }).from(units).limit(1);
    });
    await outside;
    expect(queries).toBe(2);
  });
});
