import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs, users } from "@/db/schema";
import { call, errorBody, logIn, validationBody } from "../../support/api";
import type { UnitDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";

async function learnerId(): Promise<number> {
  const db = await getDb();
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.login, "learner"));
  return learner!.id;
}

/** The demo learner's review count per word. */
async function learnerReps(): Promise<Map<number, number>> {
  const db = await getDb();
  const cards = await db
    .select({ wordId: reviewCards.wordId, reps: reviewCards.reps })
    .from(reviewCards)
    .where(eq(reviewCards.userId, await learnerId()));
  return new Map(cards.map((card) => [card.wordId, card.reps]));
}

describe("concurrent requests", () => {
  it("50 parallel registrations of one login give exactly one 201", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("POST", "/auth/register", {
          address: `198.18.0.${index + 1}`,
          body: {
            login: "same-login",
            email: `same-login-${index}@example.com`,
            password: "same-password",
            confirmPassword: "same-password",
          },
        }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses) {
      if (response.status === 201) continue;
      expect([422, 429]).toContain(response.status);
      expect(response.body).toStrictEqual(
        response.status === 422
          ? validationBody({ login: "This login is already taken" }, "isValid")
          : errorBody(429, /^Too many failed registration attempts/),
      );
    }
    const winner = responses.find((response) => response.status === 201)!;
    expect(winner.body).toMatchObject({ isValid: true, login: "same-login" });
    expect((await logIn("same-login", "same-password")).length).toBeGreaterThan(20);
  });

  it("200 parallel result submissions of one learner are all stored", async () => {
    const token = await logIn("learner");
    const [unit] = (await call<UnitDto[]>("GET", "/units")).body;
    const wordIds = unit!.words;
    const repsBefore = await learnerReps();

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call<TestResultDto>("POST", "/results/words-writing", {
          token,
          body: {
            unitId: unit!.id,
            createdTs: Date.now(),
            answers: [{ questionId: wordIds[index % wordIds.length]!, answer: `attempt ${index}` }],
          },
        }),
      ),
    );

    expect(responses.filter((response) => response.status === 201)).toHaveLength(200);
    const ids = new Set(responses.map((response) => response.body.id));
    expect(ids.size).toBe(200);

    const stored = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit!.id}`, { token });
    expect(stored.status).toBe(200);
    expect(stored.body).toHaveLength(200);
    expect(new Set(stored.body.map((result) => result.id))).toStrictEqual(ids);
    const times = stored.body.map((result) => result.createdTs);
    expect(times).toStrictEqual([...times].sort((a, b) => a - b));

    // Every answer moved its word's card once, none lost to a parallel submission.
    const answersPerWord = (position: number) =>
      Array.from({ length: 200 }, (_, index) => index % wordIds.length).filter((at) => at === position)
        .length;
    const repsAfter = await learnerReps();
    expect(wordIds.map((wordId) => repsAfter.get(wordId))).toStrictEqual(
      wordIds.map((wordId, position) => (repsBefore.get(wordId) ?? 0) + answersPerWord(position)),
    );
    const db = await getDb();
    const logs = await db
      .select({ id: reviewLogs.id })
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, await learnerId()));
    expect(logs.length).toBeGreaterThanOrEqual(200);
  });

  it("parallel edits of one unit leave it consistent", async () => {
    const editor = await logIn("editor");
    const [unit] = (await call<UnitDto[]>("GET", "/units")).body;

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call("PUT", "/units", {
          token: editor,
          body: { ...unit, name: `Edit ${index}`, words: unit!.words.slice(0, (index % 5) + 1) },
        }),
      ),
    );

    expect(responses.map((response) => response.status)).toStrictEqual(Array(20).fill(200));
    const final = (await call<UnitDto>("GET", `/units/${unit!.id}`)).body;
    const index = Number(final.name.replace("Edit ", ""));
    expect(final.words).toStrictEqual(unit!.words.slice(0, (index % 5) + 1));
  });
});
