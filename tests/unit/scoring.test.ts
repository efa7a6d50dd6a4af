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

/** Submitted answers from [question id, answer] pairs, in the order given. */
const answered = (...pairs: [questionId: number, answer: string][]): Submitted[] =>
  pairs.map(([questionId, answer]) => ({ questionId, answer }));

function score(answers: Submitted[], list: readonly Question[] = questions) {
  return scoreSubmission({ questions: list, answers, check });
}

describe("scoreSubmission", () => {
  it("scores every question in the order of the questions", () => {
    const outcome = score(answered([23, "bird"], [10, "cow"], [17, "dog"]));
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
      answers: answered([17, "dog"]),
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
    expect(score(answered([10, "cat"], [17, "dog"], [23, "bird"]))).toMatchObject({
      ok: true,
      correct: 3,
      total: 3,
      result: 1,
    });
    expect(score([])).toMatchObject({ ok: true, correct: 0, total: 3, result: 0 });
  });

  it("gives result 0 for a unit without questions", () => {
    expect(score([], [])).toEqual({ ok: true, items: [], correct: 0, total: 0, result: 0 });
  });

  const refused: { name: string; answers: Submitted[]; list?: Question[]; message: string }[] = [
    {
      name: "an answer to a question outside the unit",
      answers: answered([10, "cat"], [99, "x"]),
      message: "Question 99 is not part of this unit",
    },
    {
      name: "any answer to a unit without questions",
      answers: answered([17, "dog"]),
      list: [],
      message: "Question 17 is not part of this unit",
    },
    {
      name: "a question answered twice, even with the same answer",
      answers: answered([17, "dog"], [10, "cat"], [17, "dog"]),
      message: "Question 17 is answered more than once",
    },
  ];

  for (const { name, answers, list, message } of refused) {
    it(`rejects ${name}`, () => {
      expect(score(answers, list)).toEqual({ ok: false, message });
    });
  }

  it("counts an answer accepted with a typo as correct and keeps the flag", () => {
    const outcome = scoreSubmission({
      questions,
      answers: answered([23, "brid"], [10, "cat"]),
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
    const outcome = score(answered([10, "  Cat. "]));
    expect(outcome.ok && outcome.items[0]?.answer).toBe("  Cat. ");
  });
});

describe("scoreSubmission of a round", () => {
  const round = (answers: Submitted[], asked: number[]) =>
    scoreSubmission({ questions, answers, check, asked });

  it("scores only the questions asked, in the unit's order, and the share right of them", () => {
    const outcome = round(answered([23, "bird"]), [23, 10]);
    expect(outcome).toMatchObject({ ok: true, correct: 1, total: 2, result: 0.5 });
    expect(outcome.ok && outcome.items.map((item) => [item.question.id, item.answer])).toStrictEqual([
      [10, ""],
      [23, "bird"],
    ]);
  });

  it("refuses a question the unit has not, a question asked twice, and an answer to one not asked", () => {
    expect(round([], [10, 99])).toStrictEqual({ ok: false, message: "Question 99 is not part of this unit" });
    expect(round([], [10, 10])).toStrictEqual({ ok: false, message: "Question 10 is asked more than once" });
    expect(round(answered([17, "dog"]), [10])).toStrictEqual({
      ok: false,
      message: "Question 17 was not asked in this round",
    });
  });
});
