"use client";

import { deleteWordAction, saveWordAction } from "@/app/administration/words/actions";
import { EntityDetail } from "@/components/admin/entity-detail";
import { TextField } from "@/components/forms/text-field";
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
      title={isNew ? "Word" : word.en}
      isNew={isNew}
      initial={word}
      listHref="/administration/words"
      hrefOf={(saved) => `/administration/words/${saved.url}`}
      save={saveWordAction}
      remove={() => deleteWordAction(word.id)}
      texts={{
        saved: "Word is saved successfully",
        saveFailed: "Error during word saving",
        removed: "Word was removed",
        removeFailed: "Error during word removal",
        confirmTitle: `Delete word ${word.en}`,
        confirmMessage: `Please confirm that you are going to delete word ${word.en}?`,
      }}
      fields={({ draft, setDraft, readOnly, errors }) =>
        FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={draft[field.name]}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            error={errors[field.name]}
          />
        ))
      }
    />
  );
}
