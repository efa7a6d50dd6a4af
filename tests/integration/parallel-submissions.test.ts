// Submissions that arrive together, of several learners and of one learner
// twice: each is stored as its own, with its learner's cards moved once per
// answer.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs, testResults } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { WordDto } from "@/lib/types/content";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";
import { submitResult } from "../support/services";

let unitId: number;
let words: WordDto[];

beforeAll(async () => {
  const filled = await makeFilledUnit({ words: 4, phrases: 0 });
  [unitId, words] = [filled.unit.id, filled.words];
});

/** Answers with the first `right` words right and the rest wrong. */
const answersWith = (right: number) =>
  words.map((word, index) => ({ questionId: word.id, answer: index < right ? word.en : "wrong" }));

async function cardsAndLogsOf(principal: Principal) {
  const db = await getDb();
  const cards = await db.select().from(reviewCards).where(eq(reviewCards.userId, principal.userId));
  const logs = await db
    .select()
    .from(reviewLogs)
    .where(
      inArray(
        reviewLogs.cardId,
        cards.map((card) => card.id),
      ),
    );
  return { cards, logs };
}

describe("submissions sent at the same time", () => {
  it("are each stored as the submitting learner's own result", async () => {
    const [first, second, third] = await Promise.all([
      registerLearner(),
      registerLearner(),
      registerLearner(),
    ]);
    const sent = [
      { learner: first.principal, right: 4 },
      { learner: second.principal, right: 1 },
      { learner: first.principal, right: 2 },
      { learner: third.principal, right: 0 },
    ];

    const saved = await Promise.all(
      sent.map(({ learner, right }) =>
        submitResult({
          principal: learner,
          testType: "words-writing",
          input: { unitId, createdTs: 0, answers: answersWith(right) },
        }),
      ),
    );

    expect(saved.map((result) => result.result)).toStrictEqual([1, 0.25, 0.5, 0]);
    const db = await getDb();
    const rows = await db
      .select({ id: testResults.id, userId: testResults.userId, result: testResults.result })
      .from(testResults)
      .where(
        inArray(
          testResults.id,
          saved.map((result) => result.id),
        ),
      );
    expect(
      saved.map(({ id }) => rows.find((row) => row.id === id)),
      "each reply names the row stored for its own submission",
    ).toStrictEqual(
      sent.map(({ learner, right }, index) => ({
        id: saved[index]!.id,
        userId: learner.userId,
        result: right / 4,
      })),
    );

    // The learner who sent two moved each card twice, the others once; every log is on its learner's card.
    for (const [learner, answered] of [
      [first.principal, 2],
      [second.principal, 1],
      [third.principal, 1],
    ] as const) {
      const { cards, logs } = await cardsAndLogsOf(learner);
      expect(cards.map((card) => card.reps).sort()).toStrictEqual(words.map(() => answered));
      expect(logs).toHaveLength(words.length * answered);
      for (const log of logs) {
        expect(cards.find((card) => card.id === log.cardId)).toMatchObject({
          userId: log.userId,
          wordId: log.wordId,
        });
      }
    }
  });
});
