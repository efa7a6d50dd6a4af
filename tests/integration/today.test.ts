import { describe, expect, it } from "vitest";
import { resolveTimeZone } from "@/lib/domain/time-zone";
import { getUnitWords } from "@/lib/services/content/units";
import { countDueCards } from "@/lib/services/learning/due-cards";
import { learnerActivity } from "@/lib/services/learning/activity";
import { savePracticeSettings } from "@/lib/services/learning/practice-settings";
import { firstUnitToLearn, getToday } from "@/lib/services/learning/today";
import { makeFilledUnit, makeUnit, typedAnswers } from "../support/factories";
import { registerLearner } from "../support/principals";
import { answerReviews, submitResult } from "../support/services";

const TIME_ZONE = resolveTimeZone("Europe/Moscow");

describe("Home's Today panel", () => {
  it("starts a new learner at zero, with the default goal and the first unit that has words", async () => {
    const { principal } = await registerLearner("today");
    await makeUnit(); // a unit without words is never the one to learn

    const today = await getToday({ principal, timeZone: TIME_ZONE });

    expect(today).toMatchObject({ dueNow: 0, answersToday: 0, dailyGoal: 20, currentStreak: 0 });
    expect(today.nextUnit).toStrictEqual(await firstUnitToLearn());
    expect(today.nextUnit).not.toBeNull();
  });

  it("counts a test's answers and a review's, keeps the streak /statistics shows, and moves on to the next unit", async () => {
    const { principal } = await registerLearner("today");
    const first = await firstUnitToLearn(principal.userId);
    const { unit, words } = await makeFilledUnit({ words: 3, phrases: 0 });
    const [apple, pear, plum] = words as [(typeof words)[0], (typeof words)[0], (typeof words)[0]];
    // The learner takes the first unit's test and this one's.
    await submitResult({
      principal,
      testType: "words-writing",
      input: {
        unitId: first!.id,
        createdTs: Date.now(),
        answers: (await getUnitWords({ key: first!.url })).map((word) => ({
          questionId: word.id,
          answer: word.en,
        })),
      },
    });
    await submitResult({
      principal,
      testType: "words-writing",
      input: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: typedAnswers([apple, apple.en], [pear, "wrong"], [plum, plum.en]),
      },
    });
    // The wrong answer's card is due again at once: one review answer.
    await answerReviews({
      principal,
      input: { answers: [{ wordId: pear.id, answer: pear.en, elapsedMs: 4000 }] },
    });

    const today = await getToday({ principal, timeZone: TIME_ZONE });
    const activity = await learnerActivity({ principal, timeZone: TIME_ZONE });

    expect(today.dueNow).toBe(await countDueCards({ principal }));
    expect(today.answersToday).toBe(activity.days.at(-1)!.answers);
    expect(today.answersToday).toBeGreaterThanOrEqual(4);
    expect(today.currentStreak).toBe(activity.currentStreak);
    expect(today.currentStreak).toBe(1);
    expect(today.nextUnit?.id).not.toBe(first!.id);
    expect(today.nextUnit?.id).not.toBe(unit.id);
  });

  it("measures the day against the learner's own goal", async () => {
    const { principal } = await registerLearner("today");
    await savePracticeSettings(principal, { dailyGoal: 5 });

    expect((await getToday({ principal, timeZone: TIME_ZONE })).dailyGoal).toBe(5);
  });

  it("shows the due count the page already has, so the top bar and the panel agree", async () => {
    const { principal } = await registerLearner("today");

    expect((await getToday({ principal, timeZone: TIME_ZONE, dueNow: 7 })).dueNow).toBe(7);
  });
});
