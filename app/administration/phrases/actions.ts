"use server";

import { crudActions, validatedAction } from "@/lib/actions";
import { phraseRoutes } from "@/lib/api/routes/content";
import { phraseCsvRoutes } from "@/lib/api/routes/transfer";
import { importPhrasesCsv } from "@/lib/services/phrases-csv";

const phrases = crudActions(phraseRoutes);

export async function savePhraseAction(phrase: unknown) {
  return phrases.save(phrase);
}

export async function deletePhraseAction(id: unknown) {
  return phrases.remove(id);
}

/** POST /phrases/import: a preview of a CSV file of phrases, or, with apply, its rows written in one transaction. */
export async function importPhrasesAction(input: unknown) {
  return validatedAction(phraseCsvRoutes.import, input, importPhrasesCsv);
}
