import "server-only";
import { phrases } from "@/db/schema";
import type { PhraseInput } from "@/lib/validation/content";
import { phraseColumns } from "./catalogue";
import type { Principal } from "@/lib/domain/principal";
import { deleteUndoably } from "./bulk-delete";
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
/** Deletes a phrase by id or url, undoable by the caller for a while (with its memberships). */
export const deletePhrase = (input: { key: string; principal: Principal }) =>
  deleteUndoably("phrases", input);
