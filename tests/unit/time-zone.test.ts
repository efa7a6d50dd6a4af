import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, resolveTimeZone } from "@/lib/domain/time-zone";
import { examples } from "./support/examples";

describe("resolveTimeZone", () => {
  examples((value: string | null | undefined): string => resolveTimeZone(value), {
    "keeps an IANA zone Intl knows": [
      ["Europe/Moscow", "Europe/Moscow"],
      ["America/Sao_Paulo", "America/Sao_Paulo"],
      ["Etc/GMT+5", "Etc/GMT+5"],
    ],
    "spells a zone the way Intl does": [["europe/moscow", "Europe/Moscow"]],
    "falls back to UTC for a missing or unknown zone": [
      [undefined, "UTC"],
      [null, "UTC"],
      ["", "UTC"],
      ["Mars/Olympus_Mons", "UTC"],
      ["UTC'; DROP TABLE users; --", "UTC"],
      ["a".repeat(65), "UTC"],
    ],
  });

  it("spells a linked zone as its target or as asked, whichever the ICU version does", () => {
    expect(["America/New_York", "US/Eastern"]).toContain(resolveTimeZone("us/eastern"));
  });

  it("answers a zone in any spelling as Intl spells it", () => {
    expect(resolveTimeZone("asia/tokyo")).toBe("Asia/Tokyo");
    expect(resolveTimeZone("ASIA/TOKYO")).toBe("Asia/Tokyo");
    expect(resolveTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(resolveTimeZone("Asia/Tokyoo")).toBe("UTC");
  });

  it("names UTC as the default zone", () => {
    expect(DEFAULT_TIME_ZONE).toBe("UTC");
  });
});
