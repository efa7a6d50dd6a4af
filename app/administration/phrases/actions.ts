"use server";

import {
  bulkActions,
  importAction,
  listActions,
  matchingIdsAction,
  recordActions,
} from "@/lib/admin/actions";
import { phraseBulkRoutes } from "@/lib/api/routes/bulk";
import { phraseRoutes } from "@/lib/api/routes/content";
import { phraseCsvRoutes } from "@/lib/api/routes/transfer";
import { matchingPhraseIds } from "@/lib/services/content/phrases";
import { importPhrasesCsv } from "@/lib/services/content/phrases-csv";
import { PHRASE_LIST } from "./list";

const records = recordActions(phraseRoutes);
const bulk = bulkActions("phrases", phraseBulkRoutes);
const list = listActions(PHRASE_LIST);
const importing = importAction(phraseCsvRoutes.import, importPhrasesCsv);
const matching = matchingIdsAction(phraseRoutes.list, matchingPhraseIds);

export const createPhrase = async (phrase: unknown) => records.create(phrase);
export const updatePhrase = async (phrase: unknown) => records.update(phrase);
export const deletePhrase = async (id: unknown) => records.remove(id);
export const undoPhraseChange = async (token: unknown) => bulk.undo(token);
export const deletePhrases = async (ids: unknown) => bulk.deleteMany(ids);
export const addPhrasesToUnit = async (change: unknown) => bulk.addToUnit(change);
export const removePhrasesFromUnit = async (change: unknown) => bulk.removeFromUnit(change);
export const importPhrases = async (file: unknown) => importing(file);
export const findPhrases = async (query: unknown) => list.findPage(query);
export const findPhrase = async (key: unknown) => list.findItem(key);
export const findMatchingPhrases = async (query: unknown) => matching(query);
