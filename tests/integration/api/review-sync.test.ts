// Answers given offline reach the server later, perhaps twice (a reply lost
// on the way back), perhaps from two devices: each key is stored once, at the
// time it was given, in the order given, and never moves a card back in time.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import type { WordDto } from "@/lib/types/content";
import type { ReviewAnswersDto } from "@/lib/types/review";
import { call, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";

const MINUTE = 60_000;
let unitWords: WordDto[];

beforeAll(async () => {
  ({ words: unitWords } = await makeFilledUnit({ words: 6, phrases: 0 }));
});

type Item = { wordId: number; answer: string; elapsedMs: number; key?: string; answeredAt?: string };
const send = (token: string, answers: Item[]) =>
  call<ReviewAnswersDto>("POST", "/review/answers", { token, body: { answers } });

/** An offline answer: right, given `minutesAgo` minutes before now, with a key of its own. */
const offline = (word: WordDto, minutesAgo: number, answer = word.en): Item => ({
  wordId: word.id,
  answer,
  elapsedMs: 4000,
  key: randomUUID(),
  answeredAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
});

async function storedOf(login: string) {
  const [db, userId] = [await getDb(), await findUserId({ login })];
  const [logs, cards] = await Promise.all([
    db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(reviewLogs.id),
    db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(reviewCards.wordId),
  ]);
  return { logs, cards };
}

describe("POST review/answers with keys (offline answers)", () => {
  it("stores five answers once, however often the same queue is sent", async () => {
    const learner = await registerLearner();
    const queue = unitWords.slice(0, 5).map((word, index) => offline(word, 30 - index));

    const first = await send(learner.token, queue);
    expect(first.status, first.text).toBe(200);
    expect(first.body.answers.map((graded) => graded.key)).toStrictEqual(queue.map((item) => item.key));
    const afterFirst = await storedOf(learner.login);
    expect(afterFirst.logs).toHaveLength(5);
    expect(afterFirst.cards.map((card) => card.reps)).toStrictEqual([1, 1, 1, 1, 1]);

    // The reply was lost: the client sends the whole queue again, and answers alike.
    const again = await send(learner.token, queue);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toStrictEqual(first.body);
    const afterAgain = await storedOf(learner.login);
    expect(afterAgain.logs.map((log) => log.id)).toStrictEqual(afterFirst.logs.map((log) => log.id));
    expect(afterAgain.cards).toStrictEqual(afterFirst.cards);

    // A queue that grew meanwhile stores only its new answer.
    const grown = [...queue, offline(unitWords[5]!, 1)];
    const third = await send(learner.token, grown);
    expect(third.status, third.text).toBe(200);
    expect((await storedOf(learner.login)).logs).toHaveLength(6);
  });

  it("stores an answer once when the same key arrives in two requests at once", async () => {
    const learner = await registerLearner();
    const queue = unitWords.slice(0, 3).map((word, index) => offline(word, 10 - index));
    const [one, two] = await Promise.all([send(learner.token, queue), send(learner.token, queue)]);
    expect([one.status, two.status], `${one.text} ${two.text}`).toStrictEqual([200, 200]);
    expect(two.body).toStrictEqual(one.body);
    const { logs, cards } = await storedOf(learner.login);
    expect(logs.map((log) => log.clientKey).sort()).toStrictEqual(queue.map((item) => item.key).sort());
    expect(cards.map((card) => card.reps)).toStrictEqual([1, 1, 1]);
  });

  it("keeps each answer's own time, in the order given, never in the future", async () => {
    const learner = await registerLearner();
    const [word, other] = unitWords as [WordDto, WordDto];
    // The same word answered twice offline, sent in the wrong order; another answered "tomorrow".
    const later = offline(word, 5, "wrong");
    const earlier = offline(word, 40);
    const ahead = { ...offline(other, 0), answeredAt: new Date(Date.now() + 24 * 60 * MINUTE).toISOString() };
    const before = Date.now();
    const response = await send(learner.token, [later, earlier, ahead]);
    expect(response.status, response.text).toBe(200);

    const { logs, cards } = await storedOf(learner.login);
    const ofWord = logs.filter((log) => log.wordId === word.id);
    expect(ofWord.map((log) => [log.clientKey, log.review.toISOString()])).toStrictEqual([
      [earlier.key, earlier.answeredAt],
      [later.key, later.answeredAt],
    ]);
    // The wrong answer came last: the card starts again from it.
    const card = cards.find((entry) => entry.wordId === word.id)!;
    expect(card.lastReview!.toISOString()).toBe(later.answeredAt);
    expect(card.due.getTime()).toBe(Date.parse(later.answeredAt!) + MINUTE);
    const future = logs.find((log) => log.wordId === other.id)!;
    expect(future.review.getTime()).toBeGreaterThanOrEqual(before);
    expect(future.review.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("keeps both answers when two devices answered the same card, never moving it back in time", async () => {
    const learner = await registerLearner();
    const [word] = unitWords as [WordDto];
    const phone = offline(word, 60);
    const laptop = offline(word, 10);
    // The laptop was online; the phone's older answer arrives after it.
    expect((await send(learner.token, [laptop])).status).toBe(200);
    const response = await send(learner.token, [phone]);
    expect(response.status, response.text).toBe(200);

    const { logs, cards } = await storedOf(learner.login);
    expect(logs.map((log) => log.clientKey)).toStrictEqual([laptop.key, phone.key]);
    // The phone's answer counts from the laptop's time: the card's history runs forward only.
    expect(logs[1]!.review.toISOString()).toBe(laptop.answeredAt);
    expect(cards[0]!.reps).toBe(2);
    expect(cards[0]!.lastReview!.toISOString()).toBe(laptop.answeredAt);
  });

  it("refuses a key sent twice in one request, a key on an override and a time that is not one", async () => {
    const learner = await registerLearner();
    const [word, other] = unitWords as [WordDto, WordDto];
    const item = offline(word, 1);
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { answers: [item, { ...item, wordId: other.id }] },
        { answers: "Each key may be sent once per request" },
      ],
      [{ answers: [{ ...item, override: true }] }, { answers: "An override carries no key" }],
      [
        { answers: [{ ...item, key: "short" }] },
        { answers: "key must be 8 to 64 letters, digits, hyphens or underscores" },
      ],
      [
        { answers: [{ ...item, answeredAt: "yesterday" }] },
        { answers: "answeredAt must be a date and time (ISO 8601)" },
      ],
      [
        { answers: [item, { wordId: word.id, answer: "x", elapsedMs: 1 }] },
        { answers: "A word may be answered once per request, unless each of its answers carries a key" },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await call("POST", "/review/answers", { token: learner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body).toStrictEqual(validationBody(fields));
    }
    expect((await storedOf(learner.login)).logs).toHaveLength(0);
  });
});
