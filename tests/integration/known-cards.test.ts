// A test's answers move the learner's cards in one statement when this
// process knows the states it left them in (lib/services/submission-store.ts),
// and only from those states: a card moved by any other way makes the
// submission take the cards under lock and move them from where they are.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries, getDb, getDriver } from "@/db/client";
import { reviewCards, reviewLogs, testResults } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { WordDto } from "@/lib/types/content";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";
import { answerReviews, submitResult } from "../support/services";

let unitId: number;
let words: WordDto[];
/** The statement that reads the cache versions, which PostgreSQL adds outside a request. */
let versionRead: number;
/** The statement that spends the learner's allowance of results (lib/services/volume-limits.ts). */
const allowance = 1;
/** The first spend of an hour's allowance also clears away windows that ended (one statement). */
const windowStart = 1;

beforeAll(async () => {
  const filled = await makeFilledUnit({ words: 4, phrases: 0 });
  [unitId, words] = [filled.unit.id, filled.words];
  versionRead = (await getDriver()) === "postgres" ? 1 : 0;
});

const submit = (principal: Principal, answer: (word: WordDto) => string = (word) => word.en) =>
  submitResult({
    principal,
    testType: "words-writing",
    input: {
      unitId,
      createdTs: 0,
      answers: words.map((word) => ({ questionId: word.id, answer: answer(word) })),
    },
  });

const byId = (list: WordDto[]) => [...list].sort((a, b) => a.id - b.id);

/** The learner's cards, by word id. */
async function cardsOf(principal: Principal) {
  const db = await getDb();
  return db
    .select({ wordId: reviewCards.wordId, reps: reviewCards.reps, lapses: reviewCards.lapses })
    .from(reviewCards)
    .where(eq(reviewCards.userId, principal.userId))
    .orderBy(reviewCards.wordId);
}

async function countOf(principal: Principal) {
  const db = await getDb();
  const [logs] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, principal.userId));
  const [results] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(testResults)
    .where(eq(testResults.userId, principal.userId));
  return { logs: logs!.count, results: results!.count };
}

describe("a test's answers from the cards this process knows", () => {
  it("take the cards under lock the first time, then cost one statement", async () => {
    const { principal } = await registerLearner();

    const first = await countQueries(() => submit(principal));
    const second = await countQueries(() => submit(principal));

    // The first: the cards taken, then cards, logs and result written (BEGIN and COMMIT are not counted).
    expect(first.queries).toBe(allowance + windowStart + 2 + versionRead);
    expect(second.queries).toBe(allowance + 1 + versionRead);
    expect((await cardsOf(principal)).map((card) => card.reps)).toStrictEqual(words.map(() => 2));
    expect(await countOf(principal)).toStrictEqual({ logs: 2 * words.length, results: 2 });
  });

  it("move a card changed by plain SQL from the state it holds, not from the one this process left", async () => {
    const { principal } = await registerLearner();
    await submit(principal);
    const [moved] = words as [WordDto];
    const db = await getDb();
    await db
      .update(reviewCards)
      .set({ reps: 40, lapses: 7 })
      .where(and(eq(reviewCards.userId, principal.userId), eq(reviewCards.wordId, moved.id)));

    const { queries } = await countQueries(() => submit(principal, () => "wrong"));

    // The one statement failed as a whole and the locked way stored the submission.
    expect(queries).toBe(allowance + 1 + 2 + versionRead);
    expect(await cardsOf(principal)).toStrictEqual(
      byId(words).map((word) =>
        word.id === moved.id
          ? { wordId: word.id, reps: 41, lapses: 7 }
          : { wordId: word.id, reps: 2, lapses: 0 },
      ),
    );
    expect(await countOf(principal)).toStrictEqual({ logs: 2 * words.length, results: 2 });
    // And the states it left are known again.
    expect((await countQueries(() => submit(principal))).queries).toBe(allowance + 1 + versionRead);
  });

  it("take the cards under lock again after a review moved them", async () => {
    const { principal } = await registerLearner();
    await submit(principal);
    const [reviewed] = words as [WordDto];
    await answerReviews({
      principal,
      input: { answers: [{ wordId: reviewed.id, answer: reviewed.en, elapsedMs: 3000 }] },
    });

    const { queries } = await countQueries(() => submit(principal));

    expect(queries).toBe(allowance + 2 + versionRead);
    expect((await cardsOf(principal)).map((card) => card.reps)).toStrictEqual(
      byId(words).map((word) => (word.id === reviewed.id ? 3 : 2)),
    );
  });

  it("lose no answer when one learner's submissions race each other", async () => {
    const { principal } = await registerLearner();
    await submit(principal);

    const saved = await Promise.all(Array.from({ length: 6 }, () => submit(principal)));

    expect(new Set(saved.map((result) => result.id)).size).toBe(6);
    expect((await cardsOf(principal)).map((card) => card.reps)).toStrictEqual(words.map(() => 7));
    expect(await countOf(principal)).toStrictEqual({ logs: 7 * words.length, results: 7 });
  });
});
