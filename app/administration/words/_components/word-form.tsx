"use client";

import { EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import type { WordDto } from "@/lib/types/content";
import { createWord, deleteWord, undoWordChange, updateWord } from "../actions";

const FIELDS = [
  { name: "en", label: "English word" },
  { name: "ru", label: "Russian translation" },
  { name: "transcription", label: "Transcription" },
  { name: "url", label: "URL" },
] as const;

// The spec's texts of a word (section 8).
const WORDS: RecordSection<WordDto> = {
  listHref: "/administration/words",
  hrefOf: (word) => `/administration/words/${word.url}`,
  noun: "Word",
  heading: (word) => word.en,
  saved: "Word is saved successfully",
  saveFailed: "Error during word saving",
  create: createWord,
  update: updateWord,
  removal: {
    remove: (word) => deleteWord(word.id),
    removed: "Word was removed",
    removeFailed: "Error during word removal",
    confirm: (word) => deleteConfirmation("word", word.en),
    undo: { call: undoWordChange, restored: "Word was restored" },
  },
};

export function WordForm({ word, isNew }: { word: WordDto; isNew: boolean }) {
  return (
    <EntityDetail
      section={WORDS}
      record={word}
      isNew={isNew}
      fields={(form) => FIELDS.map((field) => <DraftTextField key={field.name} form={form} {...field} />)}
    />
  );
}
