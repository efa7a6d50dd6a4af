import { describe, expect, it } from "vitest";
import { localDay } from "@/lib/domain/calendar-day";
import { streaks } from "@/lib/domain/streak";

/** The learner's days of practice from answer times, as the service buckets them. */
const daysOf = (timestamps: number[], timeZone: string) => timestamps.map((ts) => localDay(ts, timeZone));

describe("streaks across a local midnight", () => {
  const midnights = [
    {
      name: "counts 23:30 and 00:30 local as two days though both fall on one UTC day",
      // New York is UTC−5 in March: 23:30 on the 1st is 04:30 UTC on the 2nd.
      zone: "America/New_York",
      answers: [Date.UTC(2026, 2, 2, 4, 30), Date.UTC(2026, 2, 2, 5, 30)],
      localDays: ["2026-03-01", "2026-03-02"],
      // Read in UTC the same answers make a single day.
      streaks: { local: { current: 2, longest: 2 }, utc: { current: 1, longest: 1 } },
    },
    {
      name: "counts one local day once though it spans two UTC days",
      // Tokyo is UTC+9: 08:30 and 20:00 on 2 March are 23:30 on 1 March and 11:00 on 2 March UTC.
      zone: "Asia/Tokyo",
      answers: [Date.UTC(2026, 2, 1, 23, 30), Date.UTC(2026, 2, 2, 11, 0)],
      localDays: ["2026-03-02", "2026-03-02"],
      streaks: { local: { current: 1, longest: 1 }, utc: { current: 2, longest: 2 } },
    },
  ];

  for (const { name, zone, answers, localDays, streaks: expected } of midnights) {
    it(name, () => {
      const days = daysOf(answers, zone);
      expect(days).toEqual(localDays);
      expect(streaks(days, "2026-03-02")).toEqual(expected.local);
      expect(streaks(daysOf(answers, "UTC"), "2026-03-02")).toEqual(expected.utc);
    });
  }

  it("keeps days whole across a daylight saving change", () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026: that day has 23 hours.
    const zone = "Europe/Berlin";
    const justAfterMidnight = Date.UTC(2026, 2, 28, 23, 5); // 00:05 on the 29th, UTC+1
    const lateEvening = Date.UTC(2026, 2, 29, 21, 55); // 23:55 on the 29th, UTC+2
    const nextMorning = Date.UTC(2026, 2, 29, 22, 5); // 00:05 on the 30th
    expect(daysOf([justAfterMidnight, lateEvening, nextMorning], zone)).toEqual([
      "2026-03-29",
      "2026-03-29",
      "2026-03-30",
    ]);
  });
});

describe("the current streak", () => {
  it("runs through today", () => {
    expect(streaks(["2026-03-03", "2026-03-04", "2026-03-05"], "2026-03-05")).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("is kept through a day with nothing yet today, ending yesterday", () => {
    expect(streaks(["2026-03-03", "2026-03-04"], "2026-03-05")).toEqual({ current: 2, longest: 2 });
  });

  it("is broken by a missed day", () => {
    expect(streaks(["2026-03-01", "2026-03-02", "2026-03-04", "2026-03-05"], "2026-03-05").current).toBe(2);
    expect(streaks(["2026-03-02", "2026-03-03"], "2026-03-05").current).toBe(0);
  });

  it("is zero without any practice", () => {
    expect(streaks([], "2026-03-05")).toEqual({ current: 0, longest: 0 });
  });

  it("ignores repeats, order and days after today", () => {
    expect(
      streaks(["2026-03-05", "2026-03-04", "2026-03-05", "2026-03-04", "2026-03-06"], "2026-03-05"),
    ).toEqual({ current: 2, longest: 2 });
  });
});

describe("the longest streak", () => {
  it("is the longest run anywhere in the history", () => {
    const history = [
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02", // four days across the new year
      "2026-01-10",
      "2026-03-04",
      "2026-03-05",
    ];
    expect(streaks(history, "2026-03-05")).toEqual({ current: 2, longest: 4 });
  });

  it("counts across month ends and a leap day", () => {
    expect(streaks(["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01").longest).toBe(3);
    expect(streaks(["2027-02-28", "2027-03-01"], "2027-03-01").longest).toBe(2);
  });
});
