// The site's search (the /search page): units by name and words by English
// or Russian, through the lists' own searches, each word with the units that
// hold it; bounded and paid for like a list's search.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { searchContent, SEARCH_RESULTS_SHOWN } from "@/lib/services/content/search";
import { expectAppError } from "../support/app-error";
import { makeUnit, makeWord, uniqueUrl } from "../support/factories";
import { withEnv } from "../support/limits";

// A text no demo record holds, so each test sees only the rows it makes.
const tag = randomBytes(4).toString("hex");
let addresses = 0;
/** A client address of its own per call: the searches of one minute are counted per address. */
const address = () => `198.51.100.${(addresses += 1)}`;
const search = (q: string) => searchContent({ q, address: address() });

function useUncached(names: string | undefined): void {
  if (names === undefined) delete process.env.UNCACHED;
  else process.env.UNCACHED = names;
  resetEnvCache();
}

afterEach(() => useUncached(undefined));

describe("searchContent", () => {
  it("finds units by name and words by English or Russian, each word with the units holding it", async () => {
    const ticket = await makeWord({ url: uniqueUrl("ticket"), en: `ticket${tag}`, ru: `билет${tag}` });
    const loose = await makeWord({ url: uniqueUrl("loose"), en: `ticket${tag}less`, ru: "без билета" });
    const station = await makeUnit({ name: `Station ticket${tag}`, words: [ticket.id] });
    const airport = await makeUnit({ name: `Airport ${tag}`, words: [ticket.id], phrases: [] });

    const found = await search(`TICKET${tag}`);

    expect(found.units).toStrictEqual([
      { id: station.id, name: station.name, url: station.url, wordCount: 1, phraseCount: 0 },
    ]);
    expect(found.words).toStrictEqual([
      {
        ...ticket,
        units: [
          { id: station.id, name: station.name, url: station.url },
          { id: airport.id, name: airport.name, url: airport.url },
        ],
      },
      { ...loose, units: [] },
    ]);
    expect({ more: found.more, nearMisses: found.nearMisses }).toStrictEqual({
      more: false,
      nearMisses: false,
    });
    // Russian finds the same word.
    expect((await search(`билет${tag}`)).words.map(({ id }) => id)).toStrictEqual([ticket.id]);
  });

  it("gives the same answer without the catalogue in memory", async () => {
    const word = await makeWord({ url: uniqueUrl("kettle"), en: `kettle${tag}` });
    await makeUnit({ name: `Kitchen ${tag}`, words: [word.id] });
    const cached = await search(`kettle${tag}`);

    useUncached("catalogue");

    expect(await search(`kettle${tag}`)).toStrictEqual(cached);
    expect(cached.words[0]?.units).toHaveLength(1);
  });

  it("keeps a list's near spellings only when nothing anywhere contains the text", async () => {
    const unit = await makeUnit({ name: `Voyage${tag}` });
    const word = await makeWord({ url: uniqueUrl("voyager"), en: `voyager${tag}` });

    // The word contains "voyage…": the unit's list holds only a near spelling, and is left out.
    const exact = await search(`voyager${tag}`);
    expect(exact.units).toStrictEqual([]);
    expect(exact.words.map(({ id }) => id)).toStrictEqual([word.id]);
    expect(exact.nearMisses).toBe(false);

    // One letter off both: the near spellings are shown, and said to be.
    const typo = await search(`voyagr${tag}`);
    expect(typo.units.map(({ id }) => id)).toContain(unit.id);
    expect(typo.nearMisses).toBe(true);
  });

  it("shows the first results of a common text and says there are more", async () => {
    const shared = `plenty${tag}`;
    for (let n = 0; n <= SEARCH_RESULTS_SHOWN; n++) {
      await makeWord({ url: uniqueUrl("plenty"), en: `${shared} ${n}` });
    }

    const found = await search(shared);

    expect(found.words).toHaveLength(SEARCH_RESULTS_SHOWN);
    expect(found.more).toBe(true);
  });

  it("takes % and _ as text, finds nothing in an empty or unstorable text, and refuses a long one", async () => {
    const percent = await makeWord({ url: uniqueUrl("percent"), en: `100%_${tag}` });
    await makeWord({ url: uniqueUrl("digits"), en: `1000x${tag}` });

    expect((await search(`0%_${tag}`)).words.map(({ id }) => id)).toStrictEqual([percent.id]);
    expect((await search("%")).words.every((word) => word.en.includes("%"))).toBe(true);
    expect(await search("   ")).toStrictEqual({ units: [], words: [], more: false, nearMisses: false });
    expect(await search("\u0000")).toStrictEqual({ units: [], words: [], more: false, nearMisses: false });
    expect(await search("\ud800x")).toStrictEqual({ units: [], words: [], more: false, nearMisses: false });
    await expectAppError(search("a".repeat(101)), 400, "A search may be at most 100 characters long");
    expect((await search(` ${"ж".repeat(100)} `)).words).toStrictEqual([]);
  });

  it("is paid for from the address's searches of the minute: 429 past them", async () => {
    await withEnv({ SEARCHES_PER_ADDRESS_PER_MINUTE: "2" }, async () => {
      const from = address();
      await searchContent({ q: `first${tag}`, address: from });
      await searchContent({ q: `second${tag}`, address: from });

      await expectAppError(searchContent({ q: `third${tag}`, address: from }), 429);
      // An empty search reads nothing and costs nothing.
      await searchContent({ q: "", address: from });
      await searchContent({ q: `other${tag}`, address: address() });
    });
  });
});
