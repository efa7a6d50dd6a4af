"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createPhrase, deletePhrase, updatePhrase } from "@/lib/services/phrases";
import { importPhrasesCsv } from "@/lib/services/phrases-csv";

export async function savePhraseAction(phrase: unknown) {
  const { call, values } = saveCall("/phrases", phrase);
  return runAction(call, () => (call.method === "PUT" ? updatePhrase(values) : createPhrase(values)));
}

export async function deletePhraseAction(id: unknown) {
  return runAction(
    () => ({ method: "DELETE", path: `/phrases/${actionId(id)}` }),
    () => deletePhrase({ key: String(id) }),
  );
}

/** POST /phrases/import: a preview of a CSV file of phrases, or, with apply, its rows written in one transaction. */
export async function importPhrasesAction(input: unknown) {
  return runAction({ method: "POST", path: "/phrases/import" }, () => importPhrasesCsv(input));
}
