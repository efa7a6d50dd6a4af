import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, resolveTimeZone } from "@/lib/domain/time-zone";

describe("resolveTimeZone", () => {
  it("keeps an IANA zone Intl knows", () => {
    expect(resolveTimeZone("Europe/Moscow")).toBe("Europe/Moscow");
    expect(resolveTimeZone("America/Sao_Paulo")).toBe("America/Sao_Paulo");
    expect(resolveTimeZone("Etc/GMT+5")).toBe("Etc/GMT+5");
  });

  it("spells a zone the way Intl does", () => {
    expect(resolveTimeZone("europe/moscow")).toBe("Europe/Moscow");
    // Older ICU versions replace a link with its target; newer ones keep the name asked for.
    expect(["America/New_York", "US/Eastern"]).toContain(resolveTimeZone("us/eastern"));
  });

  it("falls back to UTC for a missing or unknown zone", () => {
    expect(DEFAULT_TIME_ZONE).toBe("UTC");
    for (const value of [
      undefined,
      null,
      "",
      "Mars/Olympus_Mons",
      "UTC'; DROP TABLE users; --",
      "a".repeat(65),
    ])
      expect(resolveTimeZone(value)).toBe("UTC");
  });
});
