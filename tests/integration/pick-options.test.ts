// A unit's pick lists: the whole list while it fits one page (filtered in
// the browser), else a page at a time from the server with the unit's own
// words listed apart, so the editor of a unit never carries every word.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pagePickOptions, pickOptions } from "@/lib/admin/pick-options";
import { getUnitWords, listUnits } from "@/lib/services/content/units";
import { listWords, pageWords } from "@/lib/services/content/words";
import { importWordsCsv } from "@/lib/services/content/words-csv";
import { adminPrincipal } from "../support/principals";

const tag = randomBytes(3).toString("hex");

describe("the options of a unit's pick lists", () => {
  it("are the whole list while it is short, and a page with the unit's own words once it is long", async () => {
    const [unit] = (await listUnits()).filter((each) => each.words.length > 0);
    const whole = await pickOptions("words", unit!.url);
    expect(whole.nextCursor).toBeNull();
    expect(whole.items).toHaveLength((await listWords()).length);
    expect(whole.chosen).toStrictEqual([]);

    const rows = Array.from(
      { length: 250 },
      (_, index) => `zz-${tag}-${index},zz${tag} ${String(index).padStart(3, "0")},слово,/x/`,
    );
    await importWordsCsv(
      { csv: ["url,en,ru,transcription", ...rows].join("\n"), apply: true, skipInvalid: false },
      await adminPrincipal(),
    );

    const paged = await pickOptions("words", unit!.url);
    expect(paged.nextCursor).not.toBeNull();
    expect(paged.items).toHaveLength(100);
    const own = await getUnitWords({ key: unit!.url });
    // A word's English is marked as English for the page around it (lang="en").
    expect(paged.chosen).toStrictEqual(
      own.map(({ id, en, ru }) => ({ id, label: en, labelMark: "en", secondary: ru })),
    );
    expect((await pickOptions("words", null)).chosen).toStrictEqual([]);

    const found = await pagePickOptions("words", { q: `zz${tag} 149` });
    expect(found.items.map((item) => item.label)).toStrictEqual([`zz${tag} 149`]);
    // The word pick list is filtered on en alone, on the server as in the browser; GET words?q= reads ru too.
    expect((await pagePickOptions("words", { q: "слово" })).items).toStrictEqual([]);
    expect((await pageWords({ q: "слово" })).items.length).toBeGreaterThan(0);
    const next = await pagePickOptions("words", { limit: 100, cursor: paged.nextCursor! });
    const labels = new Set([...paged.items, ...next.items].map((item) => item.id));
    expect(labels.size).toBe(paged.items.length + next.items.length);
  });
});
