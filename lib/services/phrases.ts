import "server-only";
import { phrases } from "@/db/schema";
import { phraseInput } from "@/lib/validation/content";
import { urlKeyedResource } from "./url-keyed-resource";
import type { PhraseDto } from "@/lib/types/content";

export const phraseColumns = {
  id: phrases.id,
  url: phrases.url,
  enQuestion: phrases.enQuestion,
  ru: phrases.ru,
  answers: phrases.answers,
};

const resource = urlKeyedResource<PhraseDto, typeof phraseInput>({
  label: "phrase",
  table: phrases,
  columns: phraseColumns,
  orderBy: phrases.ru,
  schema: phraseInput,
});

export const listPhrases = resource.list;
export const getPhraseByKey = resource.getByKey;
export const createPhrase = resource.create;
export const updatePhrase = resource.update;
export const deletePhrase = resource.remove;
