import "server-only";
import type { ListSource } from "@/lib/admin/list-source";
import { wordRoutes } from "@/lib/api/routes/content";
import { getWordByKey, pageWords } from "@/lib/services/content/words";
import type { WordDto } from "@/lib/types/content";

export const WORD_LIST: ListSource<WordDto> = {
  route: wordRoutes.list,
  page: pageWords,
  find: (key) => getWordByKey({ key }),
  item: (word) => ({
    key: word.url,
    id: word.id,
    label: word.en,
    secondary: word.ru,
  }),
};
