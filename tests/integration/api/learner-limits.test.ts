// Per learner, review answers and test results are limited per hour,
// counted in the database: past a limit the request is 429 and nothing
// of it is stored, so one account cannot grow the review log without bound.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { reviewLogs, testResults } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import type { UnitDto, WordDto } from "@/lib/types/content";
import { call, errorBody, registerLearner } from "../../support/api";
import { makeFilledUnit, makeWord } from "../../support/factories";
import { stoppedClock, withEnv } from "../../support/limits";

stoppedClock();

const HOUR_MS = 3_600_000;

/** Enough words for one request of the most answers it may carry (100). */
let manyWords: WordDto[];
let unit: UnitDto;
let unitWords: WordDto[];

beforeAll(async () => {
  manyWords = [];
  for (let index = 0; index < 100; index++) manyWords.push(await makeWord());
  ({ unit, words: unitWords } = await makeFilledUnit({ words: 2, phrases: 1 }));
});

const reviewAnswers = (token: string, words: WordDto[]) =>
  call("POST", "/review/answers", {
    token,
    body: { answers: words.map((word) => ({ wordId: word.id, answer: word.en, elapsedMs: 3000 })) },
  });

const submitResult = (token: string) =>
  call("POST", "/results/words-writing", {
    token,
    body: {
      unitId: unit.id,
      createdTs: Date.now(),
      answers: unitWords.map((word) => ({ questionId: word.id, answer: word.en })),
    },
  });

/** How many review logs and results the learner has. */
async function storedOf(login: string) {
  const [db, userId] = [await getDb(), await findUserId({ login })];
  const logs = await db.select({ id: reviewLogs.id }).from(reviewLogs).where(eq(reviewLogs.userId, userId));
  const results = await db
    .select({ id: testResults.id })
    .from(testResults)
    .where(eq(testResults.userId, userId));
  return { logs: logs.length, results: results.length };
}

/** Twenty minutes into the current hour, mid-morning UTC: the day's window outlasts the hour's. */
const twentyPastTen = () => {
  const day = Math.floor(Date.now() / (24 * HOUR_MS)) * 24 * HOUR_MS;
  vi.setSystemTime(day + 10 * HOUR_MS + 20 * 60_000);
};

describe("POST review/answers", () => {
  it("takes 1000 answers a learner an hour; past them 429, and the log stays at 1000", async () => {
    twentyPastTen();
    const learner = await registerLearner("diligent");
    const statuses: number[] = [];
    for (let request = 0; request < 10; request++) {
      statuses.push((await reviewAnswers(learner.token, manyWords)).status);
    }

    const refused = await reviewAnswers(learner.token, manyWords.slice(0, 1));

    expect(statuses).toStrictEqual(Array(10).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.body).toStrictEqual(
      errorBody(429, "Too many review answers: at most 1000 an hour. Please try again in 40 minutes."),
    );
    expect(await storedOf(learner.login)).toStrictEqual({ logs: 1000, results: 0 });
    // Another learner is not held by this one's answers.
    const other = await registerLearner("other");
    expect((await reviewAnswers(other.token, manyWords.slice(0, 5))).status).toBe(200);
  });

  it("counts a request's answers all or none, and starts afresh the next hour", async () => {
    twentyPastTen();
    await withEnv({ REVIEW_ANSWERS_PER_USER_PER_HOUR: "150" }, async () => {
      const learner = await registerLearner("hourly");
      expect((await reviewAnswers(learner.token, manyWords)).status).toBe(200);

      const tooMany = await reviewAnswers(learner.token, manyWords.slice(0, 51));
      expect(tooMany.body).toStrictEqual(
        errorBody(429, "Too many review answers: at most 150 an hour. Please try again in 40 minutes."),
      );
      expect(await storedOf(learner.login)).toStrictEqual({ logs: 100, results: 0 });
      // What is left of the hour still fits; the next hour holds a whole allowance again.
      expect((await reviewAnswers(learner.token, manyWords.slice(0, 50))).status).toBe(200);
      vi.setSystemTime(Date.now() + HOUR_MS);
      expect((await reviewAnswers(learner.token, manyWords)).status).toBe(200);
      expect(await storedOf(learner.login)).toStrictEqual({ logs: 250, results: 0 });
    });
  });
});

describe("POST results/{testType}", () => {
  it("takes 200 results a learner an hour; past them 429, and nothing more is stored", async () => {
    twentyPastTen();
    const learner = await registerLearner("tester");
    const statuses: number[] = [];
    for (let result = 0; result < 200; result++) statuses.push((await submitResult(learner.token)).status);

    const refused = await submitResult(learner.token);
    const phrases = await call("POST", "/results/phrases", {
      token: learner.token,
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [{ questionId: unit.phrases[0], answer: "x" }],
      },
    });

    expect(statuses).toStrictEqual(Array(200).fill(201));
    expect(refused.body).toStrictEqual(
      errorBody(429, "Too many test results: at most 200 an hour. Please try again in 40 minutes."),
    );
    // Every test type draws on the one allowance.
    expect(phrases.status).toBe(429);
    expect(await storedOf(learner.login)).toStrictEqual({ logs: 200 * unitWords.length, results: 200 });
  });

  it("never lets a parallel burst of one learner's results pass the limit", async () => {
    await withEnv({ RESULTS_PER_USER_PER_HOUR: "20" }, async () => {
      const learner = await registerLearner("burst");

      const responses = await Promise.all(Array.from({ length: 50 }, () => submitResult(learner.token)));

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      expect(await storedOf(learner.login)).toStrictEqual({ logs: 20 * unitWords.length, results: 20 });
    });
  });

  it("lets a learner store results again the next hour", async () => {
    twentyPastTen();
    await withEnv({ RESULTS_PER_USER_PER_HOUR: "3" }, async () => {
      const learner = await registerLearner("hourly-tester");
      const statuses: number[] = [];
      for (let result = 0; result < 4; result++) statuses.push((await submitResult(learner.token)).status);
      vi.setSystemTime(Date.now() + HOUR_MS);
      for (let result = 0; result < 2; result++) statuses.push((await submitResult(learner.token)).status);

      expect(statuses).toStrictEqual([201, 201, 201, 429, 201, 201]);
      expect(await storedOf(learner.login)).toStrictEqual({ logs: 5 * unitWords.length, results: 5 });
    });
  });
});
