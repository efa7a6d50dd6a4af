// A card never moves without its review log, nor does a test result stand
// without the cards of its words: a write that fails inside the transaction
// (here a trigger that refuses one log row, as a full disk or a lost
// connection would) leaves nothing behind.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs, testResults } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { WordDto } from "@/lib/types/content";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";
import { answerReviews, submitResult } from "../support/services";

const REFUSED = "refuse-this-answer";
let words: WordDto[];
let unitId: number;

beforeAll(async () => {
  const db = await getDb();
  await db.execute(
    sql.raw(`CREATE FUNCTION refuse_review_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.answer = '${REFUSED}' THEN RAISE EXCEPTION 'review log refused'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER refuse_review_log BEFORE INSERT ON review_logs
      FOR EACH ROW EXECUTE FUNCTION refuse_review_log()`),
  );
  const filled = await makeFilledUnit({ words: 4, phrases: 0 });
  [unitId, words] = [filled.unit.id, filled.words];
});

afterAll(async () => {
  const db = await getDb();
  await db.execute(sql.raw("DROP TRIGGER refuse_review_log ON review_logs"));
  await db.execute(sql.raw("DROP FUNCTION refuse_review_log()"));
});

async function storedFor(principal: Principal) {
  const db = await getDb();
  const [cards, logs, results] = await Promise.all([
    db.select().from(reviewCards).where(eq(reviewCards.userId, principal.userId)),
    db.select().from(reviewLogs).where(eq(reviewLogs.userId, principal.userId)),
    db.select().from(testResults).where(eq(testResults.userId, principal.userId)),
  ]);
  return { cards: cards.length, logs: logs.length, results: results.length };
}

describe("a failing review log write", () => {
  it("rolls back the cards of every answer of the review request", async () => {
    const { principal } = await registerLearner();
    const [first, second] = words as [WordDto, WordDto];

    await expect(
      answerReviews({
        principal,
        input: {
          answers: [
            { wordId: first.id, answer: first.en, elapsedMs: 5000 },
            { wordId: second.id, answer: REFUSED, elapsedMs: 5000 },
          ],
        },
      }),
    ).rejects.toThrow();
    expect(await storedFor(principal)).toStrictEqual({ cards: 0, logs: 0, results: 0 });

    // The same answers without the refused one are stored, card and log together.
    await answerReviews({
      principal,
      input: { answers: [{ wordId: first.id, answer: first.en, elapsedMs: 5000 }] },
    });
    expect(await storedFor(principal)).toStrictEqual({ cards: 1, logs: 1, results: 0 });
  });

  it("leaves an existing card as it was", async () => {
    const { principal } = await registerLearner();
    const [first] = words as [WordDto];
    await answerReviews({
      principal,
      input: { answers: [{ wordId: first.id, answer: first.en, elapsedMs: 5000 }] },
    });
    const db = await getDb();
    const before = await db.select().from(reviewCards).where(eq(reviewCards.userId, principal.userId));

    await expect(
      answerReviews({
        principal,
        input: { answers: [{ wordId: first.id, answer: REFUSED, elapsedMs: 5000 }] },
      }),
    ).rejects.toThrow();
    expect(await db.select().from(reviewCards).where(eq(reviewCards.userId, principal.userId))).toStrictEqual(
      before,
    );
  });

  it("rolls back the test result and the cards of its words", async () => {
    const { principal } = await registerLearner();
    const answers = words.map((word, index) => ({
      questionId: word.id,
      answer: index === words.length - 1 ? REFUSED : word.en,
    }));

    await expect(
      submitResult({ principal, testType: "words-writing", input: { unitId, createdTs: 0, answers } }),
    ).rejects.toThrow();
    expect(await storedFor(principal)).toStrictEqual({ cards: 0, logs: 0, results: 0 });

    await submitResult({
      principal,
      testType: "words-writing",
      input: { unitId, createdTs: 0, answers: answers.slice(0, -1) },
    });
    expect(await storedFor(principal)).toStrictEqual({
      cards: words.length - 1,
      logs: words.length - 1,
      results: 1,
    });
  });

  it("fails only its own submission when submissions are stored together", async () => {
    const learners = await Promise.all([registerLearner(), registerLearner(), registerLearner()]);
    const answersOf = (refused: boolean) =>
      words.map((word, index) => ({
        questionId: word.id,
        answer: refused && index === 0 ? REFUSED : word.en,
      }));

    const settled = await Promise.allSettled(
      learners.map(({ principal }, index) =>
        submitResult({
          principal,
          testType: "words-writing",
          input: { unitId, createdTs: 0, answers: answersOf(index === 1) },
        }),
      ),
    );

    expect(settled.map((outcome) => outcome.status)).toStrictEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await Promise.all(learners.map(({ principal }) => storedFor(principal)));
    const all = { cards: words.length, logs: words.length, results: 1 };
    expect(stored).toStrictEqual([all, { cards: 0, logs: 0, results: 0 }, all]);
  });
});
