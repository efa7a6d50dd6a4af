"use server";

import { runAction } from "@/lib/actions";
import { createPhrase, deletePhrase, type PhraseDto, updatePhrase } from "@/lib/services/phrases";

export async function savePhraseAction(phrase: PhraseDto) {
  const { id, ...values } = phrase;
  return id
    ? runAction({ method: "PUT", path: "/phrases" }, () => updatePhrase(phrase))
    : runAction({ method: "POST", path: "/phrases" }, () => createPhrase(values));
}

export async function deletePhraseAction(id: number) {
  return runAction({ method: "DELETE", path: `/phrases/${id}` }, () => deletePhrase({ key: String(id) }));
}
