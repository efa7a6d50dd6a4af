import { beforeAll, describe, expect, it } from "vitest";
import { call, demoTokens, errorBody, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";

const tokens = demoTokens("learner");
let unit: UnitDto;
let words: WordDto[];
let phrases: PhraseDto[];
let other: UnitDto;

beforeAll(async () => {
  [{ unit, words, phrases }, { unit: other }] = await Promise.all([
    makeFilledUnit({ words: 4, phrases: 3 }),
    makeFilledUnit({ words: 1, phrases: 0 }),
  ]);
});

describe("POST results/words-writing", () => {
  it("scores on the server: variants of the right word count, missing answers are wrong", async () => {
    const before = Date.now();
    const [first, second, third] = words;
    const response = await call<TestResultDto>("POST", "/results/words-writing", {
      token: tokens.learner,
      body: {
        unitId: unit.id,
        createdTs: 1,
        answers: [
          { questionId: third!.id, answer: "wrong" },
          { questionId: first!.id, answer: `  ${first!.en.toUpperCase()}. ` },
          { questionId: second!.id, answer: second!.en },
        ],
      },
    });

    expect(response.status).toBe(201);
    const expectedAnswers = words.map((word, index) => ({
      questionId: word.id,
      en: word.en,
      ru: word.ru,
      answer:
        index === 0
          ? `  ${first!.en.toUpperCase()}. `
          : index === 1
            ? second!.en
            : index === 2
              ? "wrong"
              : "",
      correct: index < 2,
      typo: false,
    }));
    expect(response.body).toStrictEqual({
      id: expect.any(Number),
      createdTs: expect.any(Number),
      result: 2 / words.length,
      answers: expectedAnswers,
    });
    expect(response.body.createdTs).toBeGreaterThanOrEqual(before);
    expect(response.body.createdTs).toBeLessThanOrEqual(Date.now());
  });

  it("answers 422 for a question of another unit or a repeated question; nothing is stored", async () => {
    const learnerToken = (await registerLearner()).token;
    const foreignId = other.words[0]!;

    const foreign = await call("POST", "/results/words-writing", {
      token: learnerToken,
      body: { unitId: unit.id, createdTs: Date.now(), answers: [{ questionId: foreignId, answer: "x" }] },
    });
    const repeated = await call("POST", "/results/words-writing", {
      token: learnerToken,
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [
          { questionId: words[0]!.id, answer: "a" },
          { questionId: words[0]!.id, answer: "b" },
        ],
      },
    });

    expect(foreign.status).toBe(422);
    expect(foreign.body).toStrictEqual(
      validationBody({ answers: `Question ${foreignId} is not part of this unit` }),
    );
    expect(repeated.status).toBe(422);
    expect(repeated.body).toStrictEqual(
      validationBody({ answers: `Question ${words[0]!.id} is answered more than once` }),
    );
    expect(
      (await call("GET", `/results/words-writing?unit=${unit.id}`, { token: learnerToken })).body,
    ).toStrictEqual([]);
  });

  it("answers 422 with field messages for wrong types and an unknown unit; 401 for guests", async () => {
    const wrongTypes = await call("POST", "/results/words-writing", {
      token: tokens.learner,
      body: { unitId: "1", createdTs: -5, answers: "none" },
    });
    const unknownUnit = await call("POST", "/results/words-writing", {
      token: tokens.learner,
      body: { unitId: 999999, createdTs: 0, answers: [] },
    });
    const guest = await call("POST", "/results/words-writing", {
      body: { unitId: unit.id, createdTs: 0, answers: [] },
    });

    expect(wrongTypes.body).toStrictEqual(
      validationBody({
        unitId: "Id must be a number",
        createdTs: "createdTs must be a time in milliseconds",
        answers: "Answers must be a list",
      }),
    );
    expect(unknownUnit.body).toStrictEqual(validationBody({ unitId: "Unit does not exist" }));
    expect(guest.body).toStrictEqual(errorBody(401, "You are not logged in"));
  });
});

describe("POST results/phrases", () => {
  it("accepts any accepted answer and answers { id, question, answerOptions, answer, correct }", async () => {
    const [first, second] = phrases;

    const response = await call<TestResultDto>("POST", "/results/phrases", {
      token: tokens.learner,
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [
          {
            questionId: first!.id,
            answer: first!.answers
              .at(-1)!
              .toLowerCase()
              .replace(/[.?!]$/, ""),
          },
          { questionId: second!.id, answer: "Something else entirely" },
        ],
      },
    });

    expect(response.status).toBe(201);
    expect(response.body).toStrictEqual({
      id: expect.any(Number),
      createdTs: expect.any(Number),
      result: 1 / phrases.length,
      answers: phrases.map((phrase, index) => ({
        id: phrase.id,
        question: phrase.ru,
        answerOptions: phrase.answers,
        answer:
          index === 0
            ? first!.answers
                .at(-1)!
                .toLowerCase()
                .replace(/[.?!]$/, "")
            : index === 1
              ? "Something else entirely"
              : "",
        correct: index === 0,
        typo: false,
      })),
    });
  });
});
