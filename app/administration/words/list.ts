import "server-only";
import { resourceList } from "@/lib/admin/list-source";
import { wordRoutes } from "@/lib/api/routes/content";
import { getWordByKey } from "@/lib/services/content/words";

export const WORD_LIST = resourceList(wordRoutes, getWordByKey, (word) => ({
  key: word.url,
  id: word.id,
  label: word.en,
  labelMark: "en",
  secondary: word.ru,
}));
