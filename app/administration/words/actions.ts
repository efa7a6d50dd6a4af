"use server";

import { contentActions } from "@/lib/admin/actions";
import { wordBulkRoutes } from "@/lib/api/routes/bulk";
import { transcriptionRoute, wordRoutes } from "@/lib/api/routes/content";
import { queryAction } from "@/lib/api/run-action";
import { suggestTranscription } from "@/lib/services/content/transcriptions";
import { wordCsvRoutes } from "@/lib/api/routes/transfer";
import { matchingWordIds } from "@/lib/services/content/words";
import { importWordsCsv } from "@/lib/services/content/words-csv";
import { WORD_LIST } from "./list";

const words = contentActions("words", {
  routes: wordRoutes,
  bulkRoutes: wordBulkRoutes,
  importRoute: wordCsvRoutes.import,
  importCsv: importWordsCsv,
  list: WORD_LIST,
  matchingIds: matchingWordIds,
});

export const createWord = async (word: unknown) => words.create(word);
export const updateWord = async (word: unknown) => words.update(word);
export const deleteWord = async (id: unknown) => words.remove(id);
export const undoWordChange = async (token: unknown) => words.undo(token);
export const deleteWords = async (ids: unknown) => words.deleteMany(ids);
export const addWordsToUnit = async (change: unknown) => words.addToUnit(change);
export const removeWordsFromUnit = async (change: unknown) => words.removeFromUnit(change);
export const importWords = async (file: unknown) => words.importFile(file);
export const findWords = async (query: unknown) => words.findPage(query);
export const findWord = async (key: unknown) => words.findItem(key);
export const findMatchingWords = async (query: unknown) => words.findMatching(query);
/** The dictionary's transcription of a word being typed, or null when it knows none. */
export const suggestWordTranscription = async (en: unknown) =>
  queryAction(transcriptionRoute, { en }, (query) => suggestTranscription(query.en));
