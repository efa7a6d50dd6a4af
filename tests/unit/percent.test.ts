import { describe, it, expect } from "vitest";
import { chartPercent, resultPercent } from "../../lib/domain/percent";

describe("chartPercent", () => {
  it("floors the percentage of correct answers", () => {
    expect(chartPercent(2, 3)).toBe(66);
    expect(chartPercent(1, 3)).toBe(33);
    expect(chartPercent(0, 5)).toBe(0);
    expect(chartPercent(5, 5)).toBe(100);
  });

  it("keeps exact percentages exact despite floating point", () => {
    expect(chartPercent(29, 100)).toBe(29);
    expect(chartPercent(57, 100)).toBe(57);
    expect(chartPercent(7, 25)).toBe(28);
  });

  it("is 0 when there is nothing to count", () => {
    expect(chartPercent(0, 0)).toBe(0);
  });
});

describe("resultPercent", () => {
  it("floors a stored fraction to a whole percentage", () => {
    expect(resultPercent(2 / 3)).toBe(66);
    expect(resultPercent(1 / 3)).toBe(33);
    expect(resultPercent(0.999)).toBe(99);
    expect(resultPercent(0)).toBe(0);
    expect(resultPercent(1)).toBe(100);
  });

  it("tolerates fractions whose binary form is slightly too small", () => {
    expect(0.29 * 100).toBeLessThan(29);
    expect(resultPercent(0.29)).toBe(29);
    expect(resultPercent(0.57)).toBe(57);
    expect(resultPercent(0.58)).toBe(58);
  });

  it("agrees with chartPercent for every fraction up to 100 questions", () => {
    for (let total = 1; total <= 100; total += 1) {
      for (let correct = 0; correct <= total; correct += 1) {
        expect(resultPercent(correct / total)).toBe(chartPercent(correct, total));
      }
    }
  });
});
