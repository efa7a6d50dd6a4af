import "server-only";
import { matchesSearch } from "@/lib/domain/filters";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search-scope";
import { AppError } from "@/lib/errors";
import type { UnitSummary, WordDto } from "@/lib/types/content";
import { isStorableText } from "@/lib/validation/storable";
import { withSearchAllowance } from "../search-slots";
import { currentCatalogue } from "./catalogue";
import { unitsHoldingWords } from "./unit-members";
import { pageUnits } from "./units";
import { pageWords } from "./words";

/** Results of each kind the search page shows; a learner narrows a longer list by typing more. */
export const SEARCH_RESULTS_SHOWN = 20;

export type FoundUnit = UnitSummary & { wordCount: number; phraseCount: number };
export type FoundWord = WordDto & { units: UnitSummary[] };

export type ContentSearch = {
  units: FoundUnit[];
  words: FoundWord[];
  /** More units or words match than are shown. */
  more: boolean;
  /**
   * Nothing contains what was typed: what is shown are near spellings (the
   * list search's typo fallback, paging.ts), and the page says so.
   */
  nearMisses: boolean;
};

const NOTHING: ContentSearch = { units: [], words: [], more: false, nearMisses: false };

/**
 * Units by name (as the unit list's search, GET units `?q=`) and words by
 * English or Russian (as GET words `?q=`) for one search of the whole site,
 * each word with the units that hold it. Paid for from the client address's
 * searches, as a list's search is (429 past them). `q` is trimmed; longer
 * than a list's search allows is a 400; text the database cannot hold finds
 * nothing.
 */
export async function searchContent({
  q: typed,
  address,
}: {
  q: string;
  address: string;
}): Promise<ContentSearch> {
  const q = typed.trim();
  if (q.length > MAX_SEARCH_LENGTH) {
    throw AppError.badRequest(`A search may be at most ${MAX_SEARCH_LENGTH} characters long`);
  }
  if (q === "" || !isStorableText(q)) return NOTHING;
  return withSearchAllowance(address, () => unitsAndWords(q));
}

async function unitsAndWords(q: string): Promise<ContentSearch> {
  // One after the other: each search takes one of the process's few search slots.
  const unitPage = await pageUnits({ q, limit: SEARCH_RESULTS_SHOWN });
  const wordPage = await pageWords({ q, limit: SEARCH_RESULTS_SHOWN });
  const holders = await unitsHoldingWords(
    wordPage.items.map(({ id }) => id),
    await currentCatalogue(),
  );
  const units = unitPage.items.map(({ id, name, url, words, phrases }) => ({
    id,
    name,
    url,
    wordCount: words.length,
    phraseCount: phrases.length,
  }));
  const words = wordPage.items.map((word) => ({ ...word, units: holders.get(word.id) ?? [] }));
  // Each list falls back to near spellings on its own when nothing in it contains the text: those
  // are dropped beside a list that holds the text itself (a search for "travel" finds the unit, and
  // no word spelled like it).
  const unitsContain = units.some((unit) => matchesSearch(q, unit.name));
  const wordsContain = words.some((word) => matchesSearch(q, word.en, word.ru));
  const nearMisses = !unitsContain && !wordsContain;
  return {
    units: nearMisses || unitsContain ? units : [],
    words: nearMisses || wordsContain ? words : [],
    more:
      (unitPage.nextCursor !== null && (nearMisses || unitsContain)) ||
      (wordPage.nextCursor !== null && (nearMisses || wordsContain)),
    nearMisses: nearMisses && units.length + words.length > 0,
  };
}
