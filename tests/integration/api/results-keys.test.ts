// A test finished offline is submitted when the connection is back, perhaps
// twice (a reply lost on the way back, two tabs syncing at once): its key
// stores it once, dated when it was taken, and a resend answers the stored result.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewLogs, testResults } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import type { WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import { call, registerLearner } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";

const HOUR = 3_600_000;
let unitId: number;
let unitWords: WordDto[];

beforeAll(async () => {
  const filled = await makeFilledUnit({ words: 3, phrases: 0 });
  [unitId, unitWords] = [filled.unit.id, filled.words];
});

type Submission = { unitId: number; createdTs: number; answers: unknown[]; key?: string };
const submit = (token: string, body: Submission) =>
  call<TestResultDto>("POST", "/results/words-writing", { token, body });

/** A test taken `hoursAgo` hours before now, its first word wrong, with a key of its own. */
const offlineTest = (hoursAgo: number): Submission => ({
  unitId,
  createdTs: Date.now() - hoursAgo * HOUR,
  answers: unitWords.map((word, index) => ({ questionId: word.id, answer: index === 0 ? "no" : word.en })),
  key: randomUUID(),
});

async function storedOf(login: string) {
  const [db, userId] = [await getDb(), await findUserId({ login })];
  const [results, logs] = await Promise.all([
    db.select().from(testResults).where(eq(testResults.userId, userId)),
    db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)),
  ]);
  return { results, logs };
}

describe("POST results/{testType} with a key (a test finished offline)", () => {
  it("stores the submission once, however often it is sent, dated when it was taken", async () => {
    const learner = await registerLearner();
    const test = offlineTest(2);

    const first = await submit(learner.token, test);
    expect(first.status, first.text).toBe(201);
    expect(first.body.result).toBeCloseTo(2 / 3);
    expect(first.body.createdTs).toBe(test.createdTs);

    const again = await submit(learner.token, test);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toStrictEqual(first.body);

    const stored = await storedOf(learner.login);
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.clientKey).toBe(test.key);
    // The words' review cards moved once, not once per send.
    expect(stored.logs).toHaveLength(3);
  });

  it("stores one result when the same key arrives twice at once", async () => {
    const learner = await registerLearner();
    const test = offlineTest(1);

    const [one, two] = await Promise.all([submit(learner.token, test), submit(learner.token, test)]);
    expect([one.status, two.status], `${one.text} ${two.text}`).toStrictEqual([201, 201]);
    expect(two.body.id).toBe(one.body.id);

    const stored = await storedOf(learner.login);
    expect(stored.results).toHaveLength(1);
    expect(stored.logs).toHaveLength(3);
  });

  it("keeps the key per learner and stores each new key and each unkeyed submission", async () => {
    const [first, second] = await Promise.all([registerLearner(), registerLearner()]);
    const test = offlineTest(1);

    expect((await submit(first.token, test)).status).toBe(201);
    expect((await submit(second.token, test)).status).toBe(201);
    expect((await submit(first.token, offlineTest(1))).status).toBe(201);
    const { key: _key, ...unkeyed } = test;
    expect((await submit(first.token, unkeyed)).status).toBe(201);
    expect((await submit(first.token, unkeyed)).status).toBe(201);

    expect((await storedOf(first.login)).results).toHaveLength(4);
    expect((await storedOf(second.login)).results).toHaveLength(1);
  });

  it("never dates a result in the future, nor more than 30 days back", async () => {
    const learner = await registerLearner();
    const future = { ...offlineTest(-5) };
    const old = { ...offlineTest(24 * 90) };

    const before = Date.now();
    const ahead = await submit(learner.token, future);
    const behind = await submit(learner.token, old);
    const after = Date.now();

    expect(ahead.body.createdTs).toBeGreaterThanOrEqual(before);
    expect(ahead.body.createdTs).toBeLessThanOrEqual(after);
    expect(behind.body.createdTs).toBeGreaterThanOrEqual(before - 30 * 24 * HOUR);
    expect(behind.body.createdTs).toBeLessThan(before - 29 * 24 * HOUR);
  });

  it("refuses a key that is not one", async () => {
    const learner = await registerLearner();
    const sent = await submit(learner.token, { ...offlineTest(0), key: "no!" });
    expect(sent.status, sent.text).toBe(422);
  });
});
