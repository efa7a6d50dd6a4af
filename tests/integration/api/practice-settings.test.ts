import { describe, expect, it } from "vitest";
import { call, errorBody, registerLearner, validationBody } from "../../support/api";

const RANGE = "Daily goal must be a whole number from 1 to 1000";

describe("auth/practice-settings", () => {
  it("GET answers the caller's daily goal, 20 until changed; PUT saves it for that caller only", async () => {
    const learner = await registerLearner("goal");
    const other = await registerLearner("goal");

    expect((await call("GET", "/auth/practice-settings", { token: learner.token })).body).toStrictEqual({
      dailyGoal: 20,
      newWordsPerDay: 10,
    });
    const put = await call("PUT", "/auth/practice-settings", {
      token: learner.token,
      body: { dailyGoal: 35 },
    });

    expect(put.status).toBe(200);
    expect(put.body).toStrictEqual({ valid: true, data: { dailyGoal: 35, newWordsPerDay: 10 } });
    expect((await call("GET", "/auth/practice-settings", { token: learner.token })).body).toStrictEqual({
      dailyGoal: 35,
      newWordsPerDay: 10,
    });
    expect((await call("GET", "/auth/practice-settings", { token: other.token })).body).toStrictEqual({
      dailyGoal: 20,
      newWordsPerDay: 10,
    });
  });

  it("PUT answers 422 on a goal out of range, not whole or not a number, and keeps the goal", async () => {
    const learner = await registerLearner("goal");

    for (const dailyGoal of [0, 1001, 2.5, "ten", null, true, [5]]) {
      const response = await call("PUT", "/auth/practice-settings", {
        token: learner.token,
        body: { dailyGoal },
      });
      expect(response.status, JSON.stringify(dailyGoal)).toBe(422);
      expect(response.body).toStrictEqual(validationBody({ dailyGoal: RANGE }));
    }
    const words = await call("PUT", "/auth/practice-settings", {
      token: learner.token,
      body: { newWordsPerDay: 101 },
    });
    expect(words.body).toStrictEqual(
      validationBody({ newWordsPerDay: "New words a day must be a whole number from 0 to 100" }),
    );
    // Nothing sent: nothing changes.
    const empty = await call("PUT", "/auth/practice-settings", { token: learner.token, body: {} });
    expect(empty.body).toStrictEqual({ valid: true, data: { dailyGoal: 20, newWordsPerDay: 10 } });
    // A form sends its digits as text.
    const typed = await call("PUT", "/auth/practice-settings", {
      token: learner.token,
      body: { dailyGoal: " 12 " },
    });
    expect(typed.body).toStrictEqual({ valid: true, data: { dailyGoal: 12, newWordsPerDay: 10 } });
  });

  it("answers 401 to guests", async () => {
    expect((await call("GET", "/auth/practice-settings")).body).toStrictEqual(
      errorBody(401, "You are not logged in"),
    );
    const put = await call("PUT", "/auth/practice-settings", { body: { dailyGoal: 10 } });
    expect(put.status).toBe(401);
  });
});
