import { describe, expect, it } from "vitest";
import {
  cappedGrade,
  EASY_WITHIN_MS,
  gradeAnswer,
  overriddenGrade,
  REVIEW_GRADES,
} from "@/lib/domain/review-grading";

const wrong = { correct: false, typo: false };
const typo = { correct: true, typo: true };
const right = { correct: true, typo: false };

describe("gradeAnswer", () => {
  it("grades a wrong answer again, however fast", () => {
    expect(gradeAnswer(wrong, 500)).toBe("again");
    expect(gradeAnswer(wrong, 60_000)).toBe("again");
    expect(gradeAnswer(wrong, null)).toBe("again");
  });

  it("grades an answer accepted with a typo hard, however fast", () => {
    expect(gradeAnswer(typo, 500)).toBe("hard");
    expect(gradeAnswer(typo, 10_000)).toBe("hard");
    expect(gradeAnswer(typo, null)).toBe("hard");
  });

  it("grades a right answer good from 3 s on, easy below", () => {
    expect(gradeAnswer(right, EASY_WITHIN_MS)).toBe("good");
    expect(gradeAnswer(right, 20_000)).toBe("good");
    expect(gradeAnswer(right, EASY_WITHIN_MS - 1)).toBe("easy");
    expect(gradeAnswer(right, 0)).toBe("easy");
  });

  it("grades a right answer of a test, which is not timed, good", () => {
    expect(gradeAnswer(right, null)).toBe("good");
  });
});

describe("overriddenGrade ('I was right')", () => {
  it("turns a wrong answer into a good one", () => {
    expect(overriddenGrade(gradeAnswer(wrong, 1000))).toBe("good");
  });

  it("overrules nothing else", () => {
    expect(REVIEW_GRADES.filter((grade) => overriddenGrade(grade) !== null)).toStrictEqual(["again"]);
  });
});

describe("cappedGrade", () => {
  it("holds a grade down to the cap and leaves weaker ones alone", () => {
    expect(REVIEW_GRADES.map((grade) => cappedGrade(grade, "hard"))).toStrictEqual([
      "again",
      "hard",
      "hard",
      "hard",
    ]);
    expect(cappedGrade("easy", "good")).toBe("good");
  });

  it("leaves every grade alone without a cap", () => {
    expect(REVIEW_GRADES.map((grade) => cappedGrade(grade))).toStrictEqual([...REVIEW_GRADES]);
  });
});
