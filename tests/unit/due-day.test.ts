import { describe, expect, it } from "vitest";
import { dueStanding, shortDay } from "@/lib/domain/due-day";

describe("shortDay", () => {
  it("gives a day of this year without its year, in the reader's language", () => {
    expect(shortDay("2026-12-03", "en", "2026-11-29")).toBe("3 Dec");
    expect(shortDay("2026-12-03", "ru", "2026-11-29")).toBe("3 дек.");
  });

  it("adds the year to a day of another year", () => {
    expect(shortDay("2027-01-15", "en", "2026-11-29")).toBe("15 Jan 2027");
    expect(shortDay("2027-01-15", "ru", "2026-11-29")).toBe("15 янв. 2027 г.");
    expect(shortDay("2026-03-01", "en", "2027-01-02")).toBe("1 Mar 2026");
  });

  it("reads an unknown language as English", () => {
    expect(shortDay("2026-12-03", "de", "2026-11-29")).toBe("3 Dec");
  });
});

describe("dueStanding", () => {
  it("places a due day against today", () => {
    expect(dueStanding(null, "2026-11-29")).toBe("none");
    expect(dueStanding("2026-11-28", "2026-11-29")).toBe("overdue");
    expect(dueStanding("2026-11-29", "2026-11-29")).toBe("today");
    expect(dueStanding("2026-11-30", "2026-11-29")).toBe("tomorrow");
    expect(dueStanding("2026-12-02", "2026-11-29")).toBe("later");
  });
});
