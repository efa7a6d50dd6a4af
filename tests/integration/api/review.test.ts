import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { DueQueueDto, ReviewAnswersDto } from "@/lib/types/review";
import type { TestResultDto } from "@/lib/types/results";
import { call, demoTokens, errorBody, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit, typedAnswers } from "../../support/factories";

const MINUTE = 60_000;
const tokens = demoTokens("admin");
let unit: UnitDto;
let unitWords: WordDto[];
let unitPhrases: PhraseDto[];

beforeAll(async () => {
  // More words than one review session takes (20).
  ({ unit, words: unitWords, phrases: unitPhrases } = await makeFilledUnit({ words: 25, phrases: 1 }));
});

type Item = { wordId: number; answer: string; elapsedMs: number; override?: boolean };
const answer = (token: string | undefined, answers: Item[]) =>
  call<ReviewAnswersDto>("POST", "/review/answers", { token, body: { answers } });
const due = (token: string | undefined, query = "") =>
  call<DueQueueDto>("GET", `/review/due${query}`, { token });

async function cardsOf(login: string) {
  const [db, userId] = [await getDb(), await findUserId({ login })];
  return db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(reviewCards.wordId);
}

async function logsOf(login: string) {
  const [db, userId] = [await getDb(), await findUserId({ login })];
  return db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(reviewLogs.id);
}

/** Moves a learner's cards of the given words into the past, `minutesAgo[i]` for word i. */
async function makeDue(login: string, wordIds: number[], minutesAgo: number[]) {
  const db = await getDb();
  const userId = await findUserId({ login });
  for (const [index, wordId] of wordIds.entries()) {
    await db
      .update(reviewCards)
      .set({ due: new Date(Date.now() - minutesAgo[index]! * MINUTE) })
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.wordId, wordId)));
  }
}

describe("POST results/words-writing feeds the review cards", () => {
  it("gives the learner a card and a log for every word answered, none for words left out", async () => {
    const learner = await registerLearner();
    const [first, second, third] = unitWords as [WordDto, WordDto, WordDto];
    const before = Date.now();
    const saved = await call<TestResultDto>("POST", "/results/words-writing", {
      token: learner.token,
      body: {
        unitId: unit.id,
        createdTs: 0,
        answers: typedAnswers([first, first.en], [second, "wrong"], [third, ` ${third.en.toUpperCase()}.`]),
      },
    });
    expect(saved.status, saved.text).toBe(201);

    const cards = await cardsOf(learner.login);
    expect(cards.map((card) => card.wordId).sort()).toStrictEqual([first.id, second.id, third.id].sort());
    const byWord = new Map(cards.map((card) => [card.wordId, card]));
    // ts-fsrs's learning steps: a wrong first answer comes back in 1 minute, a right one in 10.
    expect(byWord.get(second.id)!.due.getTime() - saved.body.createdTs).toBe(MINUTE);
    expect(byWord.get(first.id)!.due.getTime() - saved.body.createdTs).toBe(10 * MINUTE);
    expect(byWord.get(first.id)!.reps).toBe(1);

    const logs = await logsOf(learner.login);
    expect(
      logs.map(({ wordId, source, rating, correct, answer: text, elapsedMs }) => ({
        wordId,
        source,
        rating,
        correct,
        text,
        elapsedMs,
      })),
    ).toStrictEqual(
      expect.arrayContaining([
        { wordId: first.id, source: "test", rating: 3, correct: true, text: first.en, elapsedMs: null },
        { wordId: second.id, source: "test", rating: 1, correct: false, text: "wrong", elapsedMs: null },
        {
          wordId: third.id,
          source: "test",
          rating: 3,
          correct: true,
          text: ` ${third.en.toUpperCase()}.`,
          elapsedMs: null,
        },
      ]),
    );
    expect(logs).toHaveLength(3);
    expect(logs.every((log) => log.review.getTime() === saved.body.createdTs)).toBe(true);
    expect(saved.body.createdTs).toBeGreaterThanOrEqual(before);

    // Nothing is due yet; all three fall due within the day, the wrong one first.
    const queue = await due(learner.token);
    expect(queue.body).toStrictEqual({
      cards: [],
      dueToday: 3,
      dueThisWeek: 3,
      nextDue: new Date(saved.body.createdTs + MINUTE).toISOString(),
    });
  });

  it("a second test moves the same cards instead of adding new ones", async () => {
    const learner = await registerLearner();
    const body = {
      unitId: unit.id,
      createdTs: 0,
      answers: unitWords.map((word) => ({ questionId: word.id, answer: word.en })),
    };
    for (let round = 0; round < 2; round += 1) {
      const response = await call("POST", "/results/words-writing", { token: learner.token, body });
      expect(response.status).toBe(201);
    }
    const cards = await cardsOf(learner.login);
    expect(cards).toHaveLength(unitWords.length);
    expect(cards.every((card) => card.reps === 2)).toBe(true);
    expect(await logsOf(learner.login)).toHaveLength(2 * unitWords.length);
  });

  it("a phrases test makes no cards", async () => {
    const learner = await registerLearner();
    const response = await call("POST", "/results/phrases", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: 0, answers: [{ questionId: unitPhrases[0]!.id, answer: "x" }] },
    });
    expect(response.status).toBe(201);
    expect(await cardsOf(learner.login)).toStrictEqual([]);
  });
});

describe("GET review/due", () => {
  it("lists the cards due now, oldest due first, at most 20, with the counts", async () => {
    const learner = await registerLearner();
    const words = unitWords.slice(0, 25);
    expect(words).toHaveLength(25);
    const graded = await answer(
      learner.token,
      words.map((word) => ({ wordId: word.id, answer: word.en, elapsedMs: 5000 })),
    );
    expect(graded.status, graded.text).toBe(200);
    // Due times unrelated to the order the cards were made in: word i is (i * 7 mod 25) + 1 hours overdue.
    const hoursAgo = words.map((_, index) => ((index * 7) % 25) + 1);
    await makeDue(
      learner.login,
      words.map((word) => word.id),
      hoursAgo.map((hours) => hours * 60),
    );

    const queue = await due(learner.token);
    expect(queue.status).toBe(200);
    const expected = words
      .map((word, index) => ({ word, hours: hoursAgo[index]! }))
      .sort((a, b) => b.hours - a.hours)
      .slice(0, 20);
    expect(queue.body.cards.map((card) => card.wordId)).toStrictEqual(expected.map(({ word }) => word.id));
    expect(queue.body.cards[0]).toStrictEqual({
      wordId: expected[0]!.word.id,
      en: expected[0]!.word.en,
      ru: expected[0]!.word.ru,
      transcription: expected[0]!.word.transcription,
      due: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(queue.body).toMatchObject({ dueToday: 25, dueThisWeek: 25, nextDue: null });
  });

  it("counts a card due in two days this week but not today", async () => {
    const learner = await registerLearner();
    const [word] = unitWords;
    await answer(learner.token, [{ wordId: word!.id, answer: word!.en, elapsedMs: 5000 }]);
    await makeDue(learner.login, [word!.id], [-2 * 24 * 60]);
    expect((await due(learner.token)).body).toMatchObject({ cards: [], dueToday: 0, dueThisWeek: 1 });
  });

  it("shows learners their own cards only; administrators may read anyone's with ?login=", async () => {
    const owner = await registerLearner();
    const other = await registerLearner();
    const [word] = unitWords;
    await answer(owner.token, [{ wordId: word!.id, answer: "wrong", elapsedMs: 5000 }]);
    await makeDue(owner.login, [word!.id], [5]);

    expect((await due(owner.token)).body.cards.map((card) => card.wordId)).toStrictEqual([word!.id]);
    expect((await due(other.token)).body).toStrictEqual({
      cards: [],
      dueToday: 0,
      dueThisWeek: 0,
      nextDue: null,
    });
    const refused = await due(other.token, `?login=${owner.login}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toStrictEqual(
      errorBody(403, "Only administrators may read another user's review cards"),
    );
    expect((await due(owner.token, `?login=${owner.login.toUpperCase()}`)).body.cards).toHaveLength(1);

    const byAdmin = await due(tokens.admin, `?login=${owner.login}`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.cards.map((card) => card.wordId)).toStrictEqual([word!.id]);
    expect((await due(tokens.admin, "?login=nobody-at-all")).status).toBe(404);
  });

  it("refuses guests and malformed queries", async () => {
    expect((await due(undefined)).body).toStrictEqual(errorBody(401, "You are not logged in"));
    const learner = await registerLearner();
    const long = await due(learner.token, `?login=${"x".repeat(40)}`);
    expect(long.status).toBe(400);
    expect(long.body).toStrictEqual(errorBody(400, /^Invalid query parameter login/));
  });
});

describe("POST review/answers", () => {
  it("grades on the server: wrong again, right good, right within 3 s easy", async () => {
    const learner = await registerLearner();
    const [slow, quick, wrong] = unitWords as [WordDto, WordDto, WordDto];
    const response = await answer(learner.token, [
      { wordId: slow.id, answer: ` ${slow.en.toUpperCase()} `, elapsedMs: 3000 },
      { wordId: quick.id, answer: quick.en, elapsedMs: 2999 },
      { wordId: wrong.id, answer: "no idea", elapsedMs: 1000 },
    ]);
    expect(response.status, response.text).toBe(200);
    const common = { typo: false, overridden: false, due: expect.any(String) };
    expect(response.body.answers).toStrictEqual([
      {
        wordId: slow.id,
        en: slow.en,
        ru: slow.ru,
        transcription: slow.transcription,
        answer: ` ${slow.en.toUpperCase()} `,
        correct: true,
        rating: "good",
        ...common,
      },
      {
        wordId: quick.id,
        en: quick.en,
        ru: quick.ru,
        transcription: quick.transcription,
        answer: quick.en,
        correct: true,
        rating: "easy",
        ...common,
      },
      {
        wordId: wrong.id,
        en: wrong.en,
        ru: wrong.ru,
        transcription: wrong.transcription,
        answer: "no idea",
        correct: false,
        rating: "again",
        ...common,
      },
    ]);
    const cards = new Map((await cardsOf(learner.login)).map((card) => [card.wordId, card]));
    for (const graded of response.body.answers) {
      expect(cards.get(graded.wordId)!.due.toISOString()).toBe(graded.due);
    }
    const [good, easy, again] = response.body.answers.map((graded) => Date.parse(graded.due));
    expect(again! < good! && good! < easy!).toBe(true);
    expect((await logsOf(learner.login)).map((log) => [log.source, log.rating, log.elapsedMs])).toStrictEqual(
      [
        ["review", 3, 3000],
        ["review", 4, 2999],
        ["review", 1, 1000],
      ],
    );
  });

  it("answering a word moves only the caller's own card", async () => {
    const owner = await registerLearner();
    const other = await registerLearner();
    const [word] = unitWords;
    await answer(owner.token, [{ wordId: word!.id, answer: word!.en, elapsedMs: 5000 }]);
    const before = await cardsOf(owner.login);

    const response = await answer(other.token, [{ wordId: word!.id, answer: "wrong", elapsedMs: 5000 }]);
    expect(response.status).toBe(200);
    expect(await cardsOf(owner.login)).toStrictEqual(before);
    expect(await logsOf(owner.login)).toHaveLength(1);
    expect((await cardsOf(other.login)).map((card) => [card.wordId, card.lapses, card.reps])).toStrictEqual([
      [word!.id, 0, 1],
    ]);
  });

  it("'I was right' regrades the latest wrong answer as good, once", async () => {
    const learner = await registerLearner();
    const [word, right] = unitWords as [WordDto, WordDto];
    const wrong = await answer(learner.token, [
      { wordId: word.id, answer: "nope", elapsedMs: 4000 },
      { wordId: right.id, answer: right.en, elapsedMs: 4000 },
    ]);
    expect(wrong.body.answers.map((graded) => graded.rating)).toStrictEqual(["again", "good"]);

    const overridden = await answer(learner.token, [
      { wordId: word.id, answer: "nope", elapsedMs: 4000, override: true },
    ]);
    expect(overridden.status, overridden.text).toBe(200);
    expect(overridden.body.answers).toStrictEqual([
      {
        wordId: word.id,
        en: word.en,
        ru: word.ru,
        transcription: word.transcription,
        answer: "nope",
        correct: false,
        typo: false,
        rating: "good",
        overridden: true,
        due: expect.any(String),
      },
    ]);
    // The card is where a right answer at the time of the wrong one would have put it.
    const logs = await logsOf(learner.login);
    const log = logs.find((entry) => entry.wordId === word.id)!;
    expect(Date.parse(overridden.body.answers[0]!.due) - log.review.getTime()).toBe(10 * MINUTE);
    expect(logs).toHaveLength(2);
    expect(log).toMatchObject({ rating: 3, overridden: true, correct: false, answer: "nope" });
    const card = (await cardsOf(learner.login)).find((entry) => entry.wordId === word.id)!;
    expect(card).toMatchObject({ reps: 1, lapses: 0 });

    const again = await answer(learner.token, [
      { wordId: word.id, answer: "nope", elapsedMs: 1, override: true },
    ]);
    expect(again.status).toBe(409);
    expect(again.body).toStrictEqual(errorBody(409, `The answer to word ${word.id} was already overridden`));
    const notWrong = await answer(learner.token, [
      { wordId: right.id, answer: "x", elapsedMs: 1, override: true },
    ]);
    expect(notWrong.body).toStrictEqual(
      errorBody(409, `The latest answer to word ${right.id} was not wrong`),
    );
    const never = await answer(learner.token, [
      { wordId: unitWords[5]!.id, answer: "x", elapsedMs: 1, override: true },
    ]);
    expect(never.body).toStrictEqual(
      errorBody(409, `Word ${unitWords[5]!.id} has no review answer to override`),
    );
    expect(await logsOf(learner.login)).toHaveLength(2);
  });

  it("'I was right' applies to review answers of the last hour only", async () => {
    const learner = await registerLearner();
    const [word] = unitWords as [WordDto];
    await call("POST", "/results/words-writing", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: 0, answers: typedAnswers([word, "wrong"]) },
    });
    const afterTest = await answer(learner.token, [
      { wordId: word.id, answer: "wrong", elapsedMs: 1, override: true },
    ]);
    expect(afterTest.body).toStrictEqual(errorBody(409, `Word ${word.id} has no review answer to override`));

    await answer(learner.token, [{ wordId: word.id, answer: "wrong", elapsedMs: 1 }]);
    const db = await getDb();
    await db
      .update(reviewLogs)
      .set({ review: sql`${reviewLogs.review} - interval '61 minutes'` })
      .where(eq(reviewLogs.userId, await findUserId({ login: learner.login })));
    const late = await answer(learner.token, [
      { wordId: word.id, answer: "wrong", elapsedMs: 1, override: true },
    ]);
    expect(late.body).toStrictEqual(
      errorBody(409, `The answer to word ${word.id} is too old to override (one hour at most)`),
    );
  });

  it("answers 4xx with a clear message for bad input, and stores nothing", async () => {
    const learner = await registerLearner();
    const [word] = unitWords;
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { answers: "Answers must be a list" }],
      [{ answers: [] }, { answers: "Send at least one answer" }],
      [
        { answers: [{ wordId: 999_999, answer: "x", elapsedMs: 1 }] },
        { answers: "Word 999999 does not exist" },
      ],
      [{ answers: [{ wordId: "1", answer: "x", elapsedMs: 1 }] }, { answers: "Id must be a number" }],
      [{ answers: [{ wordId: word!.id, answer: 5, elapsedMs: 1 }] }, { answers: "Each answer must be text" }],
      [
        { answers: [{ wordId: word!.id, answer: "x", elapsedMs: -1 }] },
        { answers: "elapsedMs must be a time in milliseconds" },
      ],
      [
        { answers: [{ wordId: word!.id, answer: "x" }] },
        { answers: "elapsedMs must be a time in milliseconds" },
      ],
      [
        { answers: [{ wordId: word!.id, answer: "x", elapsedMs: 1, override: "yes" }] },
        { answers: "override must be true or false" },
      ],
      [
        {
          answers: [
            { wordId: word!.id, answer: "x", elapsedMs: 1 },
            { wordId: word!.id, answer: "y", elapsedMs: 1, override: true },
          ],
        },
        { answers: "A word may be answered once per request, unless each of its answers carries a key" },
      ],
      [
        {
          answers: [
            { wordId: word!.id, answer: word!.en, elapsedMs: 1 },
            { wordId: 999_998, answer: "x", elapsedMs: 1 },
          ],
        },
        { answers: "Word 999998 does not exist" },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await call("POST", "/review/answers", { token: learner.token, body });
      expect([JSON.stringify(body), response.body]).toStrictEqual([
        JSON.stringify(body),
        validationBody(fields),
      ]);
    }
    const malformed = await call("POST", "/review/answers", {
      token: learner.token,
      raw: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await cardsOf(learner.login)).toStrictEqual([]);
    expect((await answer(undefined, [{ wordId: word!.id, answer: "x", elapsedMs: 1 }])).status).toBe(401);
  });
});
