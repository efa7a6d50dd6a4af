import "server-only";
import { words } from "@/db/schema";
import { wordInput } from "@/lib/validation/content";
import { urlKeyedResource } from "./url-keyed-resource";
import type { WordDto } from "@/lib/types/content";

export const wordColumns = {
  id: words.id,
  url: words.url,
  en: words.en,
  ru: words.ru,
  transcription: words.transcription,
};

const resource = urlKeyedResource<WordDto, typeof wordInput>({
  label: "word",
  table: words,
  columns: wordColumns,
  orderBy: words.en,
  schema: wordInput,
});

export const listWords = resource.list;
export const getWordByKey = resource.getByKey;
export const createWord = resource.create;
export const updateWord = resource.update;
export const deleteWord = resource.remove;
