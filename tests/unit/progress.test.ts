import { describe, it, expect } from "vitest";
import { nextIndex, nextUnansweredIndex, previousIndex, progressPercent } from "../../lib/domain/progress";

describe("progressPercent", () => {
  it("floors the share of the current 1-based index", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(1, 8)).toBe(12);
  });

  it("keeps exact percentages exact despite floating point", () => {
    expect(progressPercent(29, 100)).toBe(29);
    expect(progressPercent(57, 100)).toBe(57);
  });

  it("is 0 when there are no questions", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 0)).toBe(0);
  });
});

describe("nextIndex", () => {
  it("moves forward and wraps from the last to the first", () => {
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(3);
    expect(nextIndex(3, 3)).toBe(1);
  });

  it("stays on the only question", () => {
    expect(nextIndex(1, 1)).toBe(1);
  });
});

describe("previousIndex", () => {
  it("moves back and wraps from the first to the last", () => {
    expect(previousIndex(3, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(3);
  });

  it("stays on the only question", () => {
    expect(previousIndex(1, 1)).toBe(1);
  });

  it("undoes nextIndex for every position", () => {
    for (let total = 1; total <= 5; total += 1) {
      for (let index = 1; index <= total; index += 1) {
        expect(previousIndex(nextIndex(index, total), total)).toBe(index);
      }
    }
  });
});

describe("nextUnansweredIndex", () => {
  it("finds the first unanswered question after the current one", () => {
    expect(nextUnansweredIndex(1, [false, true, false, false])).toBe(3);
    expect(nextUnansweredIndex(2, [true, true, false, false])).toBe(3);
    expect(nextUnansweredIndex(3, [true, true, false, false])).toBe(4);
  });

  it("wraps around past the last question", () => {
    expect(nextUnansweredIndex(4, [false, true, true, false])).toBe(1);
    expect(nextUnansweredIndex(3, [true, false, false, true])).toBe(2);
  });

  it("returns the current question only when it is the last unanswered", () => {
    expect(nextUnansweredIndex(2, [true, false, true])).toBe(2);
    expect(nextUnansweredIndex(1, [false])).toBe(1);
  });

  it("returns null when everything is answered", () => {
    expect(nextUnansweredIndex(2, [true, true, true])).toBeNull();
    expect(nextUnansweredIndex(1, [])).toBeNull();
  });
});
