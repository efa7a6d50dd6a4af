// Learn mode: GET and POST review/learn, on the database the suite runs on.
import { describe, expect, it } from "vitest";
import type { LearnSessionDto, ReviewAnswersDto } from "@/lib/types/review";
import { call, errorBody, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";

const session = (unit: string, token: string) =>
  call<LearnSessionDto>("GET", `/review/learn?unit=${unit}&timeZone=Europe%2FMoscow`, { token });
const learn = (token: string, answers: unknown[]) =>
  call<ReviewAnswersDto>("POST", "/review/learn", { token, body: { answers, timeZone: "Europe/Moscow" } });

describe("learn mode", () => {
  it("offers a unit's new words in order within the day's allowance, makes each answered one a card, and counts it today", async () => {
    const learner = await registerLearner("learn");
    const { unit, words } = await makeFilledUnit({ words: 3, phrases: 0 });
    const [first, second, third] = words as [(typeof words)[0], (typeof words)[0], (typeof words)[0]];
    await call("PUT", "/auth/practice-settings", { token: learner.token, body: { newWordsPerDay: 2 } });

    const before = await session(unit.url, learner.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ newInUnit: 3, newWordsPerDay: 2, learnedToday: 0 });
    expect(before.body.words.map((word) => word.id)).toStrictEqual([first.id, second.id]);

    const learned = await learn(learner.token, [
      { wordId: first.id, answer: first.en, elapsedMs: 5000 },
      { wordId: second.id, answer: "no idea", elapsedMs: 9000 },
    ]);
    expect(learned.status).toBe(200);
    expect(learned.body.answers.map((answer) => [answer.wordId, answer.correct])).toStrictEqual([
      [first.id, true],
      [second.id, false],
    ]);
    // The new cards are the learner's: the wrong one is due again within minutes, like a review's.
    const due = await call<{ dueToday: number }>("GET", "/review/due", { token: learner.token });
    expect(due.body.dueToday).toBe(2);

    const after = await session(unit.url, learner.token);
    expect(after.body).toMatchObject({ words: [], newInUnit: 1, learnedToday: 2 });

    const overLimit = await learn(learner.token, [{ wordId: third.id, answer: third.en, elapsedMs: 1000 }]);
    expect(overLimit.status).toBe(409);
    expect(overLimit.body).toStrictEqual(errorBody(409, "Today's 2 new words are learned: more tomorrow"));

    await call("PUT", "/auth/practice-settings", { token: learner.token, body: { newWordsPerDay: 5 } });
    const again = await learn(learner.token, [{ wordId: first.id, answer: first.en, elapsedMs: 1000 }]);
    expect(again.status).toBe(409);
    expect(again.body).toStrictEqual(errorBody(409, `Word ${first.id} is learned already`));
    expect((await session(unit.url, learner.token)).body.words.map((word) => word.id)).toStrictEqual([
      third.id,
    ]);
  });

  it("reads the day in UTC when the time zone is one no zone database knows", async () => {
    const learner = await registerLearner("learn");
    const { unit, words } = await makeFilledUnit({ words: 1, phrases: 0 });
    const [word] = words as [(typeof words)[0]];
    for (const timeZone of ["Mars/Olympus_Mons", "UTC'; DROP TABLE users; --"]) {
      const query = new URLSearchParams({ unit: unit.url, timeZone });
      const found = await call<LearnSessionDto>("GET", `/review/learn?${query}`, { token: learner.token });
      expect(found.status).toBe(200);
      expect(found.body.learnedToday).toBe(0);
    }
    const learned = await call<ReviewAnswersDto>("POST", "/review/learn", {
      token: learner.token,
      body: {
        answers: [{ wordId: word.id, answer: word.en, elapsedMs: 3000 }],
        timeZone: "Mars/Olympus_Mons",
      },
    });
    expect(learned.status).toBe(200);
  });

  it("refuses guests (401), an unknown unit (404) and malformed answers (422)", async () => {
    const learner = await registerLearner("learn");
    const { unit } = await makeFilledUnit({ words: 1, phrases: 0 });

    expect((await call("GET", `/review/learn?unit=${unit.url}`)).status).toBe(401);
    expect((await call("POST", "/review/learn", { body: { answers: [] } })).status).toBe(401);
    expect((await session("no-such-unit", learner.token)).status).toBe(404);
    const empty = await learn(learner.token, []);
    expect(empty.status).toBe(422);
    expect(empty.body).toStrictEqual(validationBody({ answers: "Send at least one answer" }));
  });
});
