// The REST results of the listening and recognition tests: stored as the
// server scores them, read back, refused with the contract's 422, and their
// effect on the learner's review cards.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { reviewLogs } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto, UnitWithResults } from "@/lib/types/results";
import { call, expectValidation, registerLearner } from "../../support/api";
import { makeUnit, makeWord } from "../../support/factories";

let unit: UnitDto;
let words: WordDto[];
let empty: UnitDto;

beforeAll(async () => {
  words = await Promise.all(
    [
      ["umbrella", "зонт"],
      ["cat", "кошка"],
      ["cats", "кошки"],
    ].map(([en, ru]) => makeWord({ en, ru })),
  );
  [unit, empty] = await Promise.all([makeUnit({ words: words.map(({ id }) => id) }), makeUnit()]);
});

const [UMBRELLA, CAT, CATS] = [0, 1, 2];
const word = (index: number) => words[index]!;

async function submit(token: string, slug: string, answers: Array<[number, string]>) {
  return call<TestResultDto>("POST", `/results/${slug}`, {
    token,
    body: {
      unitId: unit.id,
      createdTs: Date.now(),
      answers: answers.map(([index, answer]) => ({ questionId: word(index).id, answer })),
    },
  });
}

/** The ratings (1 Again … 4 Easy) of the learner's review log, by word. */
async function ratingsOf(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ wordId: reviewLogs.wordId, rating: reviewLogs.rating })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "test")))
    .orderBy(reviewLogs.wordId);
  return Object.fromEntries(rows.map(({ wordId, rating }) => [wordId, rating]));
}

/** Posts a result, then reads it back through both GET routes of the type. */
async function roundTrip(slug: string, answers: Array<[number, string]>) {
  const learner = await registerLearner();
  const saved = await submit(learner.token, slug, answers);
  expect(saved.status, saved.text).toBe(201);
  const read = await call<TestResultDto[]>("GET", `/results/${slug}?unit=${unit.id}`, {
    token: learner.token,
  });
  expect(read.status).toBe(200);
  expect(read.body).toStrictEqual([saved.body]);
  const units = await call<UnitWithResults[]>("GET", `/users/${learner.login}/units/${slug}`, {
    token: learner.token,
  });
  expect(units.body.find(({ id }) => id === unit.id)?.results).toStrictEqual([
    { id: saved.body.id, createdTs: saved.body.createdTs, result: saved.body.result },
  ]);
  return { saved: saved.body, userId: await findUserId({ login: learner.login }) };
}

describe("POST and GET results/listening", () => {
  it("scores typed words with the forgiving check, stores them and reads them back", async () => {
    const { saved } = await roundTrip("listening", [
      [CAT, "Cat"],
      [UMBRELLA, "umbrela"],
    ]);

    expect(saved.result).toBeCloseTo(2 / 3);
    expect(saved.answers).toStrictEqual([
      {
        questionId: word(UMBRELLA).id,
        en: "umbrella",
        ru: "зонт",
        answer: "umbrela",
        correct: true,
        typo: true,
      },
      { questionId: word(CAT).id, en: "cat", ru: "кошка", answer: "Cat", correct: true, typo: false },
      { questionId: word(CATS).id, en: "cats", ru: "кошки", answer: "", correct: false, typo: false },
    ]);
  });
});

describe("POST and GET results/recognition", () => {
  it("scores picked translations exactly, stores them and reads them back", async () => {
    const { saved } = await roundTrip("recognition", [
      [CAT, "кошки"],
      [CATS, "Кошки"],
      [UMBRELLA, "зонт"],
    ]);

    expect(saved.result).toBeCloseTo(2 / 3);
    expect(saved.answers).toStrictEqual([
      {
        questionId: word(UMBRELLA).id,
        en: "umbrella",
        ru: "зонт",
        answer: "зонт",
        correct: true,
        typo: false,
      },
      { questionId: word(CAT).id, en: "cat", ru: "кошка", answer: "кошки", correct: false, typo: false },
      { questionId: word(CATS).id, en: "cats", ru: "кошки", answer: "Кошки", correct: true, typo: false },
    ]);
  });
});

describe.for(["listening", "recognition"])("the %s results routes", (slug) => {
  it("answer 422 in the contract's shape for a body that is not a submission", async () => {
    const { token } = await registerLearner();

    expectValidation(
      await call("POST", `/results/${slug}`, {
        token,
        body: { unitId: unit.id, createdTs: 1, answers: "none" },
      }),
      { answers: "Answers must be a list" },
    );
    const blank = await call("POST", `/results/${slug}`, { token, body: {} });
    expect(blank.status).toBe(422);
    expect(Object.keys((blank.body as { data: object }).data).sort()).toStrictEqual([
      "answers",
      "createdTs",
      "unitId",
    ]);
  });

  it("answer 422 for a question not of the unit, a repeated one or a unit without words, storing nothing", async () => {
    const { token } = await registerLearner();
    const foreign = await makeWord();

    expectValidation(
      await call("POST", `/results/${slug}`, {
        token,
        body: { unitId: unit.id, createdTs: 1, answers: [{ questionId: foreign.id, answer: "x" }] },
      }),
      { answers: `Question ${foreign.id} is not part of this unit` },
    );
    expectValidation(
      await submit(token, slug, [
        [CAT, "a"],
        [CAT, "b"],
      ]),
      { answers: `Question ${word(CAT).id} is answered more than once` },
    );
    expectValidation(
      await call("POST", `/results/${slug}`, {
        token,
        body: { unitId: empty.id, createdTs: 1, answers: [] },
      }),
      { unitId: "This unit has no questions for this test" },
    );
    const read = await call<TestResultDto[]>("GET", `/results/${slug}?unit=${unit.id}`, { token });
    expect(read.body).toStrictEqual([]);
  });

  it("refuse a guest (401) and a query without a unit (400)", async () => {
    const { token } = await registerLearner();

    expect((await call("POST", `/results/${slug}`, { body: {} })).status).toBe(401);
    expect((await call("GET", `/results/${slug}?unit=${unit.id}`)).status).toBe(401);
    expect((await call("GET", `/results/${slug}`, { token })).status).toBe(400);
  });
});

describe("the review cards a result moves", () => {
  it("listening grades like words writing: right Good, a typo Hard, wrong Again", async () => {
    const { userId } = await roundTrip("listening", [
      [CAT, "cat"],
      [UMBRELLA, "umbrela"],
      [CATS, "dogs"],
    ]);

    expect(await ratingsOf(userId)).toStrictEqual({
      [word(UMBRELLA).id]: 2,
      [word(CAT).id]: 3,
      [word(CATS).id]: 1,
    });
  });

  it("recognition counts as a weaker review: a right pick is Hard, a wrong one Again, none unanswered", async () => {
    const { userId } = await roundTrip("recognition", [
      [CAT, "кошка"],
      [CATS, "кошка"],
    ]);

    expect(await ratingsOf(userId)).toStrictEqual({ [word(CAT).id]: 2, [word(CATS).id]: 1 });
  });
});
