import { describe, it, expect } from "vitest";
import { chartPercent, resultPercent } from "../../lib/domain/percent";
import { examples } from "./support/examples";
import { FLOORED_SHARES } from "./support/shares";

describe("chartPercent", () => {
  examples(chartPercent, FLOORED_SHARES);
});

describe("resultPercent", () => {
  examples(resultPercent, {
    "floors a stored fraction to a whole percentage": [
      [2 / 3, 66],
      [1 / 3, 33],
      [0.999, 99],
      [0, 0],
      [1, 100],
    ],
    "tolerates fractions whose binary form is slightly too small": [
      [0.29, 29],
      [0.57, 57],
      [0.58, 58],
    ],
  });

  it("meets in 0.29 a fraction whose product with 100 falls short of 29", () => {
    expect(0.29 * 100).toBeLessThan(29);
  });

  it("agrees with chartPercent for every fraction up to 100 questions", () => {
    for (let total = 1; total <= 100; total += 1) {
      for (let correct = 0; correct <= total; correct += 1) {
        expect(resultPercent(correct / total)).toBe(chartPercent(correct, total));
      }
    }
  });
});
