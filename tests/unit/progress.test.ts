import { describe, it, expect } from "vitest";
import { nextIndex, nextUnansweredIndex, previousIndex, progressPercent } from "../../lib/domain/progress";
import { examples } from "./support/examples";
import { FLOORED_SHARES } from "./support/shares";

describe("progressPercent", () => {
  examples(progressPercent, FLOORED_SHARES);
});

describe("nextIndex and previousIndex", () => {
  // Both wrap around the ends, and both stay put on the only question.
  it.each([
    { index: 1, total: 3, next: 2, previous: 3 },
    { index: 2, total: 3, next: 3, previous: 1 },
    { index: 3, total: 3, next: 1, previous: 2 },
    { index: 1, total: 1, next: 1, previous: 1 },
  ])(
    "from $index of $total move forward to $next and back to $previous",
    ({ index, total, next, previous }) => {
      expect(nextIndex(index, total)).toBe(next);
      expect(previousIndex(index, total)).toBe(previous);
    },
  );

  it("previousIndex undoes nextIndex for every position", () => {
    for (let total = 1; total <= 5; total += 1) {
      for (let index = 1; index <= total; index += 1) {
        expect(previousIndex(nextIndex(index, total), total)).toBe(index);
      }
    }
  });
});

describe("nextUnansweredIndex", () => {
  examples(nextUnansweredIndex, {
    "finds the first unanswered question after the current one": [
      [1, [false, true, false, false], 3],
      [2, [true, true, false, false], 3],
      [3, [true, true, false, false], 4],
    ],
    "wraps around past the last question": [
      [4, [false, true, true, false], 1],
      [3, [true, false, false, true], 2],
    ],
    "returns the current question only when it is the last unanswered": [
      [2, [true, false, true], 2],
      [1, [false], 1],
    ],
    "returns null when everything is answered": [
      [2, [true, true, true], null],
      [1, [], null],
    ],
  });
});
