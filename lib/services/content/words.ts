import "server-only";
import { words } from "@/db/schema";
import type { WordInput } from "@/lib/validation/content";
import type { PageQuery } from "@/lib/validation/paging";
import { wordColumns } from "./catalogue";
import type { Principal } from "@/lib/domain/principal";
import { deleteUndoably } from "./bulk-delete";
import { urlKeyedResource } from "./url-keyed-resource";
import type { WordDto } from "@/lib/types/content";

const resource = urlKeyedResource<WordDto, WordInput>({
  label: "word",
  table: words,
  columns: wordColumns,
  cached: { list: (catalogue) => catalogue.words, find: (catalogue, key) => catalogue.wordByKey(key) },
  orderBy: words.en,
  searchable: [words.en, words.ru],
});

export const listWords = resource.list;
export const pageWords = (query: PageQuery) => resource.page(query);
/** A page of words searched in their English alone: a unit's pick list (the spec filters it on en). */
export const pageWordsByEnglish = (query: PageQuery) => resource.page(query, [words.en]);
export const matchingWordIds = resource.matchingIds;
export const getWordByKey = resource.getByKey;
export const createWord = resource.create;
export const updateWord = resource.update;
/** Deletes a word by id or url, undoable by the caller for a while (with its memberships and review history). */
export const deleteWord = (input: { key: string; principal: Principal }) => deleteUndoably("words", input);
