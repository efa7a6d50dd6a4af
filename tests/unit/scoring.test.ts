import { describe, it, expect } from "vitest";
import { scoreSubmission, type Submitted } from "../../lib/domain/scoring";

type Question = { id: number; expected: string };

const questions: Question[] = [
  { id: 10, expected: "cat" },
  { id: 17, expected: "dog" },
  { id: 23, expected: "bird" },
];

const check = (question: Question, answer: string) => ({
  correct: question.expected === answer,
  typo: false,
});

function score(answers: Submitted[], list: readonly Question[] = questions) {
  return scoreSubmission({ questions: list, answers, check });
}

describe("scoreSubmission", () => {
  it("scores every question in the order of the questions", () => {
    const outcome = score([
      { questionId: 23, answer: "bird" },
      { questionId: 10, answer: "cow" },
      { questionId: 17, answer: "dog" },
    ]);
    expect(outcome).toEqual({
      ok: true,
      items: [
        { question: questions[0], answer: "cow", correct: false, typo: false },
        { question: questions[1], answer: "dog", correct: true, typo: false },
        { question: questions[2], answer: "bird", correct: true, typo: false },
      ],
      correct: 2,
      total: 3,
      result: 2 / 3,
    });
  });

  it("counts a missing answer as an empty, wrong answer without asking check", () => {
    const asked: number[] = [];
    const outcome = scoreSubmission({
      questions,
      answers: [{ questionId: 17, answer: "dog" }],
      check: (question, answer) => {
        asked.push(question.id);
        return { correct: answer === "" || question.expected === answer, typo: false };
      },
    });
    expect(asked).toEqual([17]);
    expect(outcome).toMatchObject({
      ok: true,
      items: [
        { question: { id: 10 }, answer: "", correct: false, typo: false },
        { question: { id: 17 }, answer: "dog", correct: true, typo: false },
        { question: { id: 23 }, answer: "", correct: false, typo: false },
      ],
      correct: 1,
      total: 3,
      result: 1 / 3,
    });
  });

  it("gives 1 when everything is correct and 0 when nothing is", () => {
    expect(
      score([
        { questionId: 10, answer: "cat" },
        { questionId: 17, answer: "dog" },
        { questionId: 23, answer: "bird" },
      ]),
    ).toMatchObject({ ok: true, correct: 3, total: 3, result: 1 });
    expect(score([])).toMatchObject({
      ok: true,
      correct: 0,
      total: 3,
      result: 0,
    });
  });

  it("gives result 0 for a unit without questions", () => {
    expect(score([], [])).toEqual({
      ok: true,
      items: [],
      correct: 0,
      total: 0,
      result: 0,
    });
  });

  it("rejects an answer to a question outside the unit", () => {
    expect(
      score([
        { questionId: 10, answer: "cat" },
        { questionId: 99, answer: "x" },
      ]),
    ).toEqual({ ok: false, message: "Question 99 is not part of this unit" });
    expect(score([{ questionId: 17, answer: "dog" }], [])).toEqual({
      ok: false,
      message: "Question 17 is not part of this unit",
    });
  });

  it("rejects a question answered twice, even with the same answer", () => {
    expect(
      score([
        { questionId: 17, answer: "dog" },
        { questionId: 10, answer: "cat" },
        { questionId: 17, answer: "dog" },
      ]),
    ).toEqual({ ok: false, message: "Question 17 is answered more than once" });
  });

  it("counts an answer accepted with a typo as correct and keeps the flag", () => {
    const outcome = scoreSubmission({
      questions,
      answers: [
        { questionId: 23, answer: "brid" },
        { questionId: 10, answer: "cat" },
      ],
      check: (question, answer) =>
        answer === "brid"
          ? { correct: true, typo: true }
          : { correct: question.expected === answer, typo: false },
    });
    expect(outcome).toMatchObject({
      ok: true,
      items: [
        { answer: "cat", correct: true, typo: false },
        { answer: "", correct: false, typo: false },
        { answer: "brid", correct: true, typo: true },
      ],
      correct: 2,
      result: 2 / 3,
    });
  });

  it("keeps the submitted answer text unchanged", () => {
    const outcome = score([{ questionId: 10, answer: "  Cat. " }]);
    expect(outcome.ok && outcome.items[0]?.answer).toBe("  Cat. ");
  });
});
