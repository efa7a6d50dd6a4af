// The cards the review page hands the browser to keep for review offline: the signed-in learner's
// own, due now or within three days, the longest overdue first.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { getUpcomingCards } from "@/lib/services/learning/upcoming-cards";
import type { WordDto } from "@/lib/types/content";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";
import { submitResult } from "../support/services";

const HOUR_MS = 60 * 60 * 1000;

async function takeTest(principal: Principal, unitId: number, words: WordDto[]) {
  await submitResult({
    principal,
    testType: "words-writing",
    input: { unitId, createdTs: 0, answers: words.map((word) => ({ questionId: word.id, answer: word.en })) },
  });
}

async function dueIn(principal: Principal, word: WordDto, hours: number) {
  const db = await getDb();
  await db
    .update(reviewCards)
    .set({ due: new Date(Date.now() + hours * HOUR_MS) })
    .where(and(eq(reviewCards.userId, principal.userId), eq(reviewCards.wordId, word.id)));
}

describe("the due cards kept for review offline", () => {
  it("are the learner's own due within three days, the longest overdue first, with what the device checks", async () => {
    const { unit, words } = await makeFilledUnit({ words: 4, phrases: 0 });
    const [overdue, soon, inTwoDays, inFourDays] = words as [WordDto, WordDto, WordDto, WordDto];
    const { principal } = await registerLearner("upcoming");
    const { principal: other } = await registerLearner("upcoming");
    await takeTest(principal, unit.id, words);
    await takeTest(other, unit.id, words);
    await dueIn(principal, overdue, -5);
    await dueIn(principal, soon, 1);
    await dueIn(principal, inTwoDays, 48);
    await dueIn(principal, inFourDays, 96);
    for (const word of words) await dueIn(other, word, -1);

    const { cards, readAt } = await getUpcomingCards({ principal });

    expect(cards.map((card) => card.wordId)).toStrictEqual([overdue.id, soon.id, inTwoDays.id]);
    expect(cards[0]).toStrictEqual({
      wordId: overdue.id,
      en: overdue.en,
      ru: overdue.ru,
      transcription: overdue.transcription,
      due: expect.any(String) as string,
    });
    expect(Date.parse(cards[2]!.due) - Date.parse(readAt)).toBeGreaterThan(47 * HOUR_MS);
    expect((await getUpcomingCards({ principal: other })).cards).toHaveLength(words.length);
  });
});
