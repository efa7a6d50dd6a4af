import "server-only";
import type { ListSource } from "@/lib/admin/list-source";
import { phraseRoutes } from "@/lib/api/routes/content";
import { sortPhrasesByRussian } from "@/lib/domain/sorting";
import { getPhraseByKey, pagePhrases } from "@/lib/services/content/phrases";
import type { PhraseDto } from "@/lib/types/content";

export const PHRASE_LIST: ListSource<PhraseDto> = {
  route: phraseRoutes.list,
  page: pagePhrases,
  find: (key) => getPhraseByKey({ key }),
  item: (phrase) => ({
    key: phrase.url,
    id: phrase.id,
    label: phrase.ru,
    secondary: phrase.enQuestion,
  }),
  sort: sortPhrasesByRussian,
};
