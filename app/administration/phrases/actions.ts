"use server";

import { contentActions } from "@/lib/admin/actions";
import { phraseBulkRoutes } from "@/lib/api/routes/bulk";
import { phraseRoutes } from "@/lib/api/routes/content";
import { phraseCsvRoutes } from "@/lib/api/routes/transfer";
import { matchingPhraseIds } from "@/lib/services/content/phrases";
import { importPhrasesCsv } from "@/lib/services/content/phrases-csv";
import { PHRASE_LIST } from "./list";

const phrases = contentActions("phrases", {
  routes: phraseRoutes,
  bulkRoutes: phraseBulkRoutes,
  importRoute: phraseCsvRoutes.import,
  importCsv: importPhrasesCsv,
  list: PHRASE_LIST,
  matchingIds: matchingPhraseIds,
});

export const createPhrase = async (phrase: unknown) => phrases.create(phrase);
export const updatePhrase = async (phrase: unknown) => phrases.update(phrase);
export const deletePhrase = async (id: unknown) => phrases.remove(id);
export const undoPhraseChange = async (token: unknown) => phrases.undo(token);
export const deletePhrases = async (ids: unknown) => phrases.deleteMany(ids);
export const addPhrasesToUnit = async (change: unknown) => phrases.addToUnit(change);
export const removePhrasesFromUnit = async (change: unknown) => phrases.removeFromUnit(change);
export const importPhrases = async (file: unknown) => phrases.importFile(file);
export const findPhrases = async (query: unknown) => phrases.findPage(query);
export const findPhrase = async (key: unknown) => phrases.findItem(key);
export const findMatchingPhrases = async (query: unknown) => phrases.findMatching(query);
