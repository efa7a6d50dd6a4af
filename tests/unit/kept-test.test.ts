import { describe, expect, it } from "vitest";
import { furtherKeptTest, keptProgress, resumeKeptTest, roundSize } from "@/lib/domain/kept-test";

const questions = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe("a kept test continued", () => {
  it("asks its questions in the kept order with the answers given, from the question on screen", () => {
    const resumed = resumeKeptTest(questions, {
      questionIds: [3, 1, 4],
      answers: ["three", null, null],
      position: 2,
    });
    expect(resumed).toStrictEqual({
      questions: [{ id: 3 }, { id: 1 }, { id: 4 }],
      answers: ["three", null, null],
      position: 2,
    });
  });

  it("drops the questions the unit no longer has, and moves on from one that was on screen", () => {
    const resumed = resumeKeptTest(questions, {
      questionIds: [3, 9, 2, 8],
      answers: ["three", "gone", null, null],
      position: 2,
    });
    expect(resumed).toStrictEqual({
      questions: [{ id: 3 }, { id: 2 }],
      answers: ["three", null],
      position: 2,
    });
    expect(
      resumeKeptTest(questions, { questionIds: [1, 9], answers: [null, null], position: 2 }),
    ).toMatchObject({
      position: 1,
    });
  });

  it("is nothing when none of its questions is left", () => {
    expect(resumeKeptTest(questions, { questionIds: [8, 9], answers: [null, "x"], position: 1 })).toBeNull();
  });
});

describe("roundSize", () => {
  it("knows the offered rounds only", () => {
    expect(roundSize("10")).toBe(10);
    expect(roundSize("20")).toBe(20);
    expect(roundSize("15")).toBeUndefined();
    expect(roundSize(undefined)).toBeUndefined();
    expect(roundSize("10abc")).toBeUndefined();
  });
});

describe("a kept test's progress", () => {
  it("counts the questions answered, an empty answer too, of all its questions", () => {
    expect(keptProgress({ answers: ["three", null, "", null] })).toEqual({ answered: 2, total: 4 });
    expect(keptProgress({ answers: [null, null] })).toEqual({ answered: 0, total: 2 });
  });
});

describe("the further of two copies of a kept test", () => {
  const twoAnswered = { questionIds: [3, 1, 4], answers: ["three", "one", null], position: 3 };
  const oneAnswered = { questionIds: [3, 1, 4], answers: ["three", null, null], position: 2 };
  const otherTest = { questionIds: [2, 4], answers: ["two", null], position: 2 };

  it("of the same questions is the one with more answers, whichever arrived last", () => {
    expect(
      furtherKeptTest({ kept: twoAnswered, writtenAt: 1_000 }, { kept: oneAnswered, writtenAt: 2_000 }),
    ).toBe(twoAnswered);
    expect(
      furtherKeptTest({ kept: oneAnswered, writtenAt: 2_000 }, { kept: twoAnswered, writtenAt: 1_000 }),
    ).toBe(twoAnswered);
  });

  it("of different tests is the one written last", () => {
    expect(
      furtherKeptTest({ kept: twoAnswered, writtenAt: 1_000 }, { kept: otherTest, writtenAt: 2_000 }),
    ).toBe(otherTest);
    expect(
      furtherKeptTest({ kept: twoAnswered, writtenAt: 3_000 }, { kept: otherTest, writtenAt: 2_000 }),
    ).toBe(twoAnswered);
  });
});
