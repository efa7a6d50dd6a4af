"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createPhrase, deletePhrase, updatePhrase } from "@/lib/services/phrases";

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
