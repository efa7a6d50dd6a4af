import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  formatDayMonth,
  formatFullDay,
  formatShortMonth,
  isCalendarDay,
  localDay,
  startOfWeek,
  weekdayIndex,
} from "@/lib/domain/calendar-day";

describe("calendar days", () => {
  it("adds days across months, years and daylight saving changes", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysBetween("2025-12-25", "2026-01-04")).toBe(10);
    expect(daysBetween("2026-01-04", "2025-12-25")).toBe(-10);
  });

  it("starts weeks on Monday", () => {
    expect(weekdayIndex("2026-03-02")).toBe(0); // a Monday
    expect(weekdayIndex("2026-03-08")).toBe(6); // a Sunday
    expect(startOfWeek("2026-03-08")).toBe("2026-03-02");
    expect(startOfWeek("2026-03-02")).toBe("2026-03-02");
  });

  it("tells real days from look-alikes", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-2-3")).toBe(false);
    expect(() => addDays("yesterday", 1)).toThrow(RangeError);
  });

  it("reads the local day of an instant in its time zone", () => {
    const instant = Date.UTC(2026, 2, 1, 22, 30); // 22:30 UTC on 1 March
    expect(localDay(instant, "UTC")).toBe("2026-03-01");
    expect(localDay(instant, "Europe/Moscow")).toBe("2026-03-02"); // 01:30, UTC+3
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-03-01"); // 14:30
    expect(localDay(instant, "Asia/Kathmandu")).toBe("2026-03-02"); // 04:15, UTC+5:45
  });

  it("formats days for people", () => {
    expect(formatDayMonth("2026-03-03")).toBe("3 March");
    expect(formatFullDay("2026-03-03")).toBe("Tue 3 March 2026");
    expect(formatShortMonth("2026-09-01")).toBe("Sep");
  });
});
