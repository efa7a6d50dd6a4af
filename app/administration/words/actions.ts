"use server";

import { runAction } from "@/lib/actions";
import { createWord, deleteWord, updateWord, type WordDto } from "@/lib/services/words";

export async function saveWordAction(word: WordDto) {
  const { id, ...values } = word;
  return id
    ? runAction({ method: "PUT", path: "/words" }, () => updateWord(word))
    : runAction({ method: "POST", path: "/words" }, () => createWord(values));
}

export async function deleteWordAction(id: number) {
  return runAction({ method: "DELETE", path: `/words/${id}` }, () => deleteWord({ key: String(id) }));
}
