"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createWord, deleteWord, updateWord } from "@/lib/services/words";

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
