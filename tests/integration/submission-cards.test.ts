// A test's answers move the learner's review cards in the submission's one
// transaction (lib/services/learning/review-cards.ts), always from the state each card
// holds in the database, however it got there.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs, testResults } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { WordDto } from "@/lib/types/content";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";
import { answerReviews, submitResult } from "../support/services";

let unitId: number;
let words: WordDto[];

beforeAll(async () => {
  const filled = await makeFilledUnit({ words: 4, phrases: 0 });
  [unitId, words] = [filled.unit.id, filled.words];
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

describe("a test's answers", () => {
  it("move a card changed by plain SQL from the state it holds", async () => {
    const { principal } = await registerLearner();
    await submit(principal);
    const [moved] = words as [WordDto];
    const db = await getDb();
    await db
      .update(reviewCards)
      .set({ reps: 40, lapses: 7 })
      .where(and(eq(reviewCards.userId, principal.userId), eq(reviewCards.wordId, moved.id)));

    await submit(principal, () => "wrong");

    expect(await cardsOf(principal)).toStrictEqual(
      byId(words).map((word) =>
        word.id === moved.id
          ? { wordId: word.id, reps: 41, lapses: 7 }
          : { wordId: word.id, reps: 2, lapses: 0 },
      ),
    );
    expect(await countOf(principal)).toStrictEqual({ logs: 2 * words.length, results: 2 });
  });

  it("move a card on from where a review left it", async () => {
    const { principal } = await registerLearner();
    await submit(principal);
    const [reviewed] = words as [WordDto];
    await answerReviews({
      principal,
      input: { answers: [{ wordId: reviewed.id, answer: reviewed.en, elapsedMs: 3000 }] },
    });

    await submit(principal);

    expect((await cardsOf(principal)).map((card) => card.reps)).toStrictEqual(
      byId(words).map((word) => (word.id === reviewed.id ? 3 : 2)),
    );
  });

  it("lose no answer when one learner's submissions race each other, with cards or none yet", async () => {
    const { principal: seasoned } = await registerLearner();
    const { principal: newcomer } = await registerLearner();
    await submit(seasoned);

    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, index) => submit(index % 2 === 0 ? seasoned : newcomer)),
    );

    expect(new Set(saved.map((result) => result.id)).size).toBe(12);
    expect((await cardsOf(seasoned)).map((card) => card.reps)).toStrictEqual(words.map(() => 7));
    expect(await countOf(seasoned)).toStrictEqual({ logs: 7 * words.length, results: 7 });
    expect((await cardsOf(newcomer)).map((card) => card.reps)).toStrictEqual(words.map(() => 6));
    expect(await countOf(newcomer)).toStrictEqual({ logs: 6 * words.length, results: 6 });
  });
});
