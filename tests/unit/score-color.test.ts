import { describe, it, expect } from "vitest";
import { scoreColor } from "../../lib/domain/score-color";

describe("scoreColor", () => {
  it("is error below 51", () => {
    expect(scoreColor(0)).toBe("error");
    expect(scoreColor(50)).toBe("error");
    expect(scoreColor(50.9)).toBe("error");
  });

  it("is secondary from 51 below 80", () => {
    expect(scoreColor(51)).toBe("secondary");
    expect(scoreColor(79)).toBe("secondary");
    expect(scoreColor(79.9)).toBe("secondary");
  });

  it("is success from 80", () => {
    expect(scoreColor(80)).toBe("success");
    expect(scoreColor(100)).toBe("success");
  });
});
