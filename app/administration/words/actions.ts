"use server";

import {
  bulkActions,
  importAction,
  listActions,
  matchingIdsAction,
  recordActions,
} from "@/lib/admin/actions";
import { wordBulkRoutes } from "@/lib/api/routes/bulk";
import { wordRoutes } from "@/lib/api/routes/content";
import { wordCsvRoutes } from "@/lib/api/routes/transfer";
import { matchingWordIds } from "@/lib/services/content/words";
import { importWordsCsv } from "@/lib/services/content/words-csv";
import { WORD_LIST } from "./list";

const records = recordActions(wordRoutes);
const bulk = bulkActions("words", wordBulkRoutes);
const list = listActions(WORD_LIST);
const importing = importAction(wordCsvRoutes.import, importWordsCsv);
const matching = matchingIdsAction(wordRoutes.list, matchingWordIds);

export const createWord = async (word: unknown) => records.create(word);
export const updateWord = async (word: unknown) => records.update(word);
export const deleteWord = async (id: unknown) => records.remove(id);
export const undoWordChange = async (token: unknown) => bulk.undo(token);
export const deleteWords = async (ids: unknown) => bulk.deleteMany(ids);
export const addWordsToUnit = async (change: unknown) => bulk.addToUnit(change);
export const removeWordsFromUnit = async (change: unknown) => bulk.removeFromUnit(change);
export const importWords = async (file: unknown) => importing(file);
export const findWords = async (query: unknown) => list.findPage(query);
export const findWord = async (key: unknown) => list.findItem(key);
export const findMatchingWords = async (query: unknown) => matching(query);
