"use server";

import { crudActions, validatedAction } from "@/lib/actions";
import { wordRoutes } from "@/lib/api/routes/content";
import { wordCsvRoutes } from "@/lib/api/routes/transfer";
import { importWordsCsv } from "@/lib/services/words-csv";

const words = crudActions(wordRoutes);

export async function saveWordAction(word: unknown) {
  return words.save(word);
}

export async function deleteWordAction(id: unknown) {
  return words.remove(id);
}

/** POST /words/import: a preview of a CSV file of words, or, with apply, its rows written in one transaction. */
export async function importWordsAction(input: unknown) {
  return validatedAction(wordCsvRoutes.import, input, importWordsCsv);
}
