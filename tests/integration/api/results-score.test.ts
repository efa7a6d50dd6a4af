import { beforeAll, describe, expect, it } from "vitest";
import { call, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { DueQueueDto } from "@/lib/types/review";
import type { ScoredTestDto } from "@/lib/types/results";

let unit: UnitDto;
let words: WordDto[];
let phrases: PhraseDto[];

beforeAll(async () => {
  ({ unit, words, phrases } = await makeFilledUnit({ words: 3, phrases: 2 }));
});

describe("POST results/{testType}/score: a test scored and stored nowhere", () => {
  it("scores a guest's words-writing test as a submission is scored", async () => {
    const [first, second] = words;
    const response = await call<ScoredTestDto>("POST", "/results/words-writing/score", {
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [
          { questionId: first!.id, answer: first!.en },
          { questionId: second!.id, answer: "wrong" },
        ],
      },
    });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      result: 1 / words.length,
      answers: words.map((word, index) => ({
        questionId: word.id,
        en: word.en,
        ru: word.ru,
        answer: index === 0 ? word.en : index === 1 ? "wrong" : "",
        correct: index === 0,
        typo: false,
      })),
    });
  });

  it("scores a phrases test against the accepted answers", async () => {
    const [first] = phrases;
    const response = await call<ScoredTestDto>("POST", "/results/phrases/score", {
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [{ questionId: first!.id, answer: first!.answers[0]! }],
      },
    });

    expect(response.status).toBe(200);
    expect(response.body.result).toBe(1 / phrases.length);
    expect(response.body.answers[0]).toStrictEqual({
      id: first!.id,
      question: first!.ru,
      answerOptions: first!.answers,
      answer: first!.answers[0],
      correct: true,
      typo: false,
    });
  });

  it("stores no result and moves no review card, even for a signed-in learner", async () => {
    const { token } = await registerLearner();
    const response = await call("POST", "/results/words-writing/score", {
      token,
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: words.map((word) => ({ questionId: word.id, answer: word.en })),
      },
    });

    expect(response.status).toBe(200);
    expect((await call("GET", `/results/words-writing?unit=${unit.id}`, { token })).body).toStrictEqual([]);
    const queue = await call<DueQueueDto>("GET", "/review/due", { token });
    expect(queue.body.dueThisWeek).toBe(0);
    expect(queue.body.nextDue).toBeNull();
  });

  it("refuses what a submission refuses, with the same messages", async () => {
    const foreign = await call("POST", "/results/words-writing/score", {
      body: { unitId: unit.id, createdTs: Date.now(), answers: [{ questionId: 999999, answer: "x" }] },
    });
    const unknownUnit = await call("POST", "/results/words-writing/score", {
      body: { unitId: 999999, createdTs: 0, answers: [] },
    });
    const wrongTypes = await call("POST", "/results/phrases/score", {
      body: { unitId: "1", answers: "none" },
    });

    expect(foreign.body).toStrictEqual(
      validationBody({ answers: "Question 999999 is not part of this unit" }),
    );
    expect(unknownUnit.body).toStrictEqual(validationBody({ unitId: "Unit does not exist" }));
    expect(wrongTypes.status).toBe(422);
  });
});
