import "server-only";
import { phrases } from "@/db/schema";
import type { PhraseInput } from "@/lib/validation/content";
import { phraseColumns } from "./catalogue";
import { urlKeyedResource } from "./url-keyed-resource";
import type { PhraseDto } from "@/lib/types/content";

const resource = urlKeyedResource<PhraseDto, PhraseInput>({
  label: "phrase",
  table: phrases,
  columns: phraseColumns,
  cached: { list: (catalogue) => catalogue.phrases, find: (catalogue, key) => catalogue.phraseByKey(key) },
  orderBy: phrases.ru,
  searchable: [phrases.ru, phrases.enQuestion],
});

export const listPhrases = resource.list;
export const pagePhrases = resource.page;
export const matchingPhraseIds = resource.matchingIds;
export const getPhraseByKey = resource.getByKey;
export const createPhrase = resource.create;
export const updatePhrase = resource.update;
export const deletePhrase = resource.remove;
