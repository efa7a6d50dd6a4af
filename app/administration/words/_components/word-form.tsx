"use client";

import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { WordDto } from "@/lib/types/content";

const FIELDS = [
  { name: "en", label: "English word" },
  { name: "ru", label: "Russian translation" },
  { name: "transcription", label: "Transcription" },
  { name: "url", label: "URL" },
] as const;

export function WordForm({ word, isNew }: { word: WordDto; isNew: boolean }) {
  return (
    <EntityDetail
      {...recordDetail("words", { record: word, isNew, keyField: "url" })}
      fields={(form) => FIELDS.map((field) => <DraftTextField key={field.name} form={form} {...field} />)}
    />
  );
}
