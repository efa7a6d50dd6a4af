import { describe, expect, it } from "vitest";
import { dueInWords } from "@/lib/domain/review-time";

const now = Date.parse("2026-03-01T10:00:00Z");
const MINUTE = 60_000;

describe("dueInWords", () => {
  it.each([
    [-5 * MINUTE, "now"],
    [29_000, "now"],
    [40_000, "in 1 minute"],
    [MINUTE, "in 1 minute"],
    [59 * MINUTE + 40_000, "in 1 hour"],
    [10 * MINUTE, "in 10 minutes"],
    [90 * MINUTE, "in 2 hours"],
    [24 * 60 * MINUTE, "tomorrow"],
    [24 * 60 * MINUTE - 5_000, "tomorrow"],
    [59 * 24 * 60 * MINUTE, "in 59 days"],
    [4 * 24 * 60 * MINUTE, "in 4 days"],
    [90 * 24 * 60 * MINUTE, "in 3 months"],
    [800 * 24 * 60 * MINUTE, "in 2 years"],
  ])("%d ms ahead reads %s", (ahead, words) => {
    expect(dueInWords(now + ahead, now)).toBe(words);
  });
});
