import { describe, expect, it } from "vitest";
import { dueInWords, dueSoonWords } from "@/lib/domain/review-time";

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

describe("dueSoonWords", () => {
  const HOUR = 60 * MINUTE;
  it.each([
    [-5 * MINUTE, "now"],
    [0, "now"],
    [40_000, "in 1 min"],
    [2 * MINUTE, "in 2 min"],
    [9 * MINUTE + 30_000, "in 10 min"],
    [59 * MINUTE + 30_000, "in 1 h"],
    [60 * MINUTE, "in 1 h"],
    [3 * HOUR + 10 * MINUTE, "in 3 h"],
    [23 * HOUR + 50 * MINUTE, "in 24 h"],
  ])("%d ms ahead reads %s", (ahead, words) => {
    expect(dueSoonWords(now + ahead, now)).toBe(words);
  });

  it("gives way to a date from a day ahead", () => {
    expect(dueSoonWords(now + 24 * HOUR, now)).toBeNull();
    expect(dueSoonWords(now + 30 * 24 * HOUR, now)).toBeNull();
  });
});
