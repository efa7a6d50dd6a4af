import "server-only";
import { sortPhrasesByRussian, sortVocabulary } from "@/lib/domain/sorting";
import { pagePhrases } from "@/lib/services/content/phrases";
import { getUnitPhrases, getUnitWords } from "@/lib/services/content/units";
import { pageWordsByEnglish } from "@/lib/services/content/words";
import type { Page } from "@/lib/types/page";
import type { PageQuery } from "@/lib/validation/paging";
import type { PickItem, PickOptions } from "./list-items";

/** Up to this many options a pick list is sent whole; a longer one is searched and paged on the server. */
const WHOLE_LIST_LIMIT = 100;

export type PickSection = "words" | "phrases";

const wordOption = ({ id, en, ru }: { id: number; en: string; ru: string }): PickItem => ({
  id,
  label: en,
  labelMark: "en",
  secondary: ru,
});
const phraseOption = ({ id, ru }: { id: number; ru: string }): PickItem => ({ id, label: ru });

/**
 * One page of a pick list's options (GET words or GET phrases with paging),
 * in the spec's order within the page, as the administration lists sort theirs.
 */
export async function pagePickOptions(section: PickSection, query: PageQuery): Promise<Page<PickItem>> {
  if (section === "words") {
    const page = await pageWordsByEnglish(query);
    return { items: sortVocabulary(page.items).map(wordOption), nextCursor: page.nextCursor };
  }
  const page = await pagePhrases(query);
  return { items: sortPhrasesByRussian(page.items).map(phraseOption), nextCursor: page.nextCursor };
}

/** The options of a unit's pick list (`unitKey` null: a new unit). */
export async function pickOptions(section: PickSection, unitKey: string | null): Promise<PickOptions> {
  const first = await pagePickOptions(section, { limit: WHOLE_LIST_LIMIT });
  if (first.nextCursor === null) return { ...first, chosen: [] };
  const own =
    unitKey === null
      ? []
      : section === "words"
        ? (await getUnitWords({ key: unitKey })).map(wordOption)
        : (await getUnitPhrases({ key: unitKey })).map(phraseOption);
  return { ...first, chosen: own };
}
