import { describe, expect, it } from "vitest";
import { keptCardsDueAt, SESSION_CARDS } from "@/lib/domain/offline-review";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const card = (wordId: number, due: string) => ({ wordId, due });

describe("the kept cards a review offline asks", () => {
  it("are those due by now, the longest overdue first, without the ones answered on the device", () => {
    const cards = [
      card(1, "2026-11-26T11:00:00.000Z"),
      card(2, "2026-11-25T09:00:00.000Z"),
      card(3, "2026-11-26T12:00:00.000Z"),
      card(4, "2026-11-26T12:00:01.000Z"),
      card(5, "2026-11-20T00:00:00.000Z"),
    ];
    expect(keptCardsDueAt(cards, new Set([5]), NOW).map(({ wordId }) => wordId)).toStrictEqual([2, 1, 3]);
  });

  it("are at most a session's worth", () => {
    const cards = Array.from({ length: 45 }, (_, index) =>
      card(index + 1, new Date(NOW - (index + 1) * 60_000).toISOString()),
    );
    const asked = keptCardsDueAt(cards, new Set(), NOW);
    expect(asked).toHaveLength(SESSION_CARDS);
    expect(asked[0]!.wordId).toBe(45);
  });
});
