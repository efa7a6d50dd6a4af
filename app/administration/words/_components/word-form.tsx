"use client";

import { type DetailProps, EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import type { WordDto } from "@/lib/types/content";
import { createWord, deleteWord, undoWordChange, updateWord } from "../actions";

const FIELDS = [
  { name: "en", label: "English word" },
  { name: "ru", label: "Russian translation" },
  { name: "transcription", label: "Transcription" },
  { name: "url", label: "URL" },
] as const;

// A word's server actions and the spec's texts of them (section 8).
const WORDS: RecordSection<WordDto> = {
  keyOf: (word) => word.url,
  heading: (word) => word.en,
  actions: { create: createWord, update: updateWord, remove: deleteWord, undo: undoWordChange },
  toasts: {
    saved: "Word is saved successfully",
    saveFailed: "Error during word saving",
    removed: "Word was removed",
    removeFailed: "Error during word removal",
  },
};

export function WordForm(detail: DetailProps<WordDto>) {
  return (
    <EntityDetail
      section={WORDS}
      {...detail}
      fields={(form) => FIELDS.map((field) => <DraftTextField key={field.name} form={form} {...field} />)}
    />
  );
}
