import { describe, it, expect } from "vitest";
import { BADGE_CAP, RECENT_WINDOW_MS, unitBadge } from "../../lib/domain/badge";
import { examples } from "./support/examples";

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY_MS = 86_400_000;

// Two results with the given percentages, the newest `age` ms before NOW.
function pair(older: number, newer: number, age = 0) {
  return [
    { createdTs: NOW - age - DAY_MS, result: older / 100 },
    { createdTs: NOW - age, result: newer / 100 },
  ];
}

// The colour of two results that both score `average`, the newest now or just past the recent window.
const recentColor = (average: number) => unitBadge(pair(average, average), NOW)?.color;
const staleColor = (average: number) => unitBadge(pair(average, average, RECENT_WINDOW_MS + 1), NOW)?.color;

// The count shown for `count` perfect results.
const countShown = (count: number) =>
  unitBadge(
    Array.from({ length: count }, (_, i) => ({ createdTs: NOW - i, result: 1 })),
    NOW,
  )?.content;

describe("constants", () => {
  it("defines a 7-day window and a cap of 99", () => {
    expect(RECENT_WINDOW_MS).toBe(7 * DAY_MS);
    expect(BADGE_CAP).toBe(99);
  });
});

describe("unitBadge", () => {
  it("is null without results", () => {
    expect(unitBadge([], NOW)).toBeNull();
  });

  it("uses the single result when there is only one", () => {
    expect(unitBadge([{ createdTs: NOW, result: 0.95 }], NOW)).toEqual({
      content: 1,
      color: "success",
      average: 95,
    });
  });

  examples(countShown, {
    "counts results and caps the count at 99": [
      [2, 2],
      [98, 98],
      [99, 99],
      [100, 99],
      [150, 99],
    ],
  });

  it("averages only the two newest results of unordered input", () => {
    const results = [
      { createdTs: NOW - 1 * DAY_MS, result: 0.9 },
      { createdTs: NOW - 9 * DAY_MS, result: 0 },
      { createdTs: NOW, result: 1 },
      { createdTs: NOW - 5 * DAY_MS, result: 0.1 },
    ];
    expect(unitBadge(results, NOW)).toEqual({
      content: 4,
      color: "success",
      average: 95,
    });
    expect(unitBadge([...results].reverse(), NOW)?.average).toBe(95);
  });

  it("judges recency by the newest result, not the last in the input", () => {
    const results = [
      { createdTs: NOW, result: 0.95 },
      { createdTs: NOW - 30 * DAY_MS, result: 0.95 },
    ];
    expect(unitBadge(results, NOW)?.color).toBe("success");
  });

  it("rounds the mean of whole percentages", () => {
    expect(unitBadge(pair(85, 96), NOW)).toMatchObject({
      average: 91,
      color: "success",
    });
    expect(unitBadge(pair(80, 81), NOW)?.average).toBe(81);
    expect(unitBadge(pair(80, 83), NOW)?.average).toBe(82);
  });

  it("floors each result to a whole percentage before averaging", () => {
    // 0.905 counts as 90 (secondary); unfloored it would round to 91.
    expect(unitBadge([{ createdTs: NOW, result: 0.905 }], NOW)).toMatchObject({
      average: 90,
      color: "secondary",
    });
    // Two results of 80.9% count as 80 each: error, not a rounded-up 81.
    expect(unitBadge(pair(80.9, 80.9), NOW)).toMatchObject({
      average: 80,
      color: "error",
    });
    expect(unitBadge(pair(29, 57), NOW)?.average).toBe(43);
  });

  it("treats exactly 7 days as recent and 7 days plus 1 ms as not", () => {
    const at = (age: number) => unitBadge([{ createdTs: NOW - age, result: 0.95 }], NOW)?.color;
    expect(at(0)).toBe("success");
    expect(at(RECENT_WINDOW_MS)).toBe("success");
    expect(at(RECENT_WINDOW_MS + 1)).toBe("warning");
  });

  examples(recentColor, {
    "colours recent results by the 90 and 80 thresholds": [
      [100, "success"],
      [91, "success"],
      [90, "secondary"],
      [81, "secondary"],
      [80, "error"],
      [0, "error"],
    ],
  });

  examples(staleColor, {
    "colours stale results warning above 75 and error otherwise": [
      [100, "warning"],
      [95, "warning"],
      [76, "warning"],
      [75, "error"],
      [0, "error"],
    ],
  });
});
