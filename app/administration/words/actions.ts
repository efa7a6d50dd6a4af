"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createWord, deleteWord, updateWord } from "@/lib/services/words";
import { importWordsCsv } from "@/lib/services/words-csv";

export async function saveWordAction(word: unknown) {
  const { call, values } = saveCall("/words", word);
  return runAction(call, () => (call.method === "PUT" ? updateWord(values) : createWord(values)));
}

export async function deleteWordAction(id: unknown) {
  return runAction(
    () => ({ method: "DELETE", path: `/words/${actionId(id)}` }),
    () => deleteWord({ key: String(id) }),
  );
}

/** POST /words/import: a preview of a CSV file of words, or, with apply, its rows written in one transaction. */
export async function importWordsAction(input: unknown) {
  return runAction({ method: "POST", path: "/words/import" }, () => importWordsCsv(input));
}
