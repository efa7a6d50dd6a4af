import { describe, expect, it } from "vitest";
import {
  ACTIVITY_LEVELS,
  activityCalendar,
  activityLabel,
  activityLevel,
  calendarStart,
} from "@/lib/domain/activity-calendar";

// A Thursday.
const TODAY = "2026-03-05";

describe("activityLevel", () => {
  it("steps at fixed numbers of answers", () => {
    expect([0, 1, 10, 11, 25, 26, 50, 51, 400].map(activityLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(ACTIVITY_LEVELS.map((step) => step.level)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("activityLabel", () => {
  it("says how many answers on which day", () => {
    expect(activityLabel("2026-03-03", 12)).toBe("12 answers on 3 March");
    expect(activityLabel("2026-03-03", 1)).toBe("1 answer on 3 March");
    expect(activityLabel("2026-03-03", 0)).toBe("No answers on 3 March");
  });
});

describe("activityCalendar", () => {
  const calendar = activityCalendar({
    today: TODAY,
    days: [
      { day: "2026-03-05", answers: 12, tests: 1 },
      { day: "2026-03-02", answers: 30, tests: 3 },
      { day: "2025-10-19", answers: 5, tests: 1 }, // a Sunday in the first column
      { day: "2025-10-01", answers: 9, tests: 1 }, // before the calendar
    ],
  });

  it("shows 20 weeks as Monday-first columns, today at the end", () => {
    expect(calendar.weeks).toHaveLength(20);
    expect(calendar.from).toBe("2025-10-20");
    expect(calendarStart(TODAY)).toBe("2025-10-20");
    expect(calendar.weeks[0]?.start).toBe("2025-10-20");
    expect(calendar.weeks.slice(0, 19).every((week) => week.days.length === 7)).toBe(true);
    const last = calendar.weeks[19];
    expect(last?.days.map((cell) => cell.day)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
    ]);
    expect(last?.days.at(-1)).toEqual({
      day: TODAY,
      answers: 12,
      tests: 1,
      level: 2,
      label: "12 answers on 5 March",
    });
    expect(last?.days[0]?.level).toBe(3);
    expect(last?.days[1]).toMatchObject({ answers: 0, level: 0, label: "No answers on 3 March" });
  });

  it("totals only the days it shows", () => {
    expect(calendar.totals).toEqual({ answers: 42, tests: 4, activeDays: 2 });
  });

  it("labels the week of each month's first day, leaving the first column bare when crowded", () => {
    const labelled = calendar.weeks.flatMap((week, index) => (week.month ? [[index, week.month]] : []));
    // The first column (from 20 October) would collide with November, which starts in the second.
    expect(labelled).toEqual([
      [1, "Nov"], // 1 November 2025 is a Saturday
      [6, "Dec"],
      [10, "Jan"],
      [14, "Feb"], // a Sunday, as is 1 March
      [18, "Mar"],
    ]);
  });

  it("labels the first column with its month when the next label is far enough", () => {
    const roomy = activityCalendar({ today: "2026-03-26", days: [] });
    expect(roomy.weeks[0]?.start).toBe("2025-11-10");
    expect(roomy.weeks[0]?.month).toBe("Nov");
    expect(roomy.weeks[3]?.month).toBe("Dec"); // 1 December 2025 is a Monday
  });

  it("ends on a Sunday as a full week", () => {
    const sunday = activityCalendar({ today: "2026-03-08", days: [] });
    expect(sunday.weeks.at(-1)?.days).toHaveLength(7);
    expect(sunday.weeks.at(-1)?.days.at(-1)?.day).toBe("2026-03-08");
  });
});
