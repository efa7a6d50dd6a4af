import "server-only";
import { resourceList } from "@/lib/admin/list-source";
import { phraseRoutes } from "@/lib/api/routes/content";
import { sortPhrasesByRussian } from "@/lib/domain/sorting";
import { getPhraseByKey } from "@/lib/services/content/phrases";

export const PHRASE_LIST = resourceList(
  phraseRoutes,
  getPhraseByKey,
  (phrase) => ({
    key: phrase.url,
    id: phrase.id,
    label: phrase.ru,
    secondary: phrase.enQuestion,
    secondaryMark: "en",
  }),
  sortPhrasesByRussian,
);
