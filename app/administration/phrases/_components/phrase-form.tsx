"use client";

import { useSearchParams } from "next/navigation";
import { type DetailProps, EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import { Button, ButtonLink } from "@/components/ui/button";
import { AnswersField } from "@/components/admin/phrases/answers-field";
import type { PhraseDto } from "@/lib/types/content";
import { createPhrase, deletePhrase, undoPhraseChange, updatePhrase } from "../actions";

// A phrase's server actions and the spec's texts of them (section 8).
const PHRASES: RecordSection<PhraseDto> = {
  keyOf: (phrase) => phrase.url,
  heading: (phrase) => phrase.ru,
  actions: { create: createPhrase, update: updatePhrase, remove: deletePhrase, undo: undoPhraseChange },
  toasts: {
    saved: "Phrase was saved successfully",
    saveFailed: "Phrase was not saved",
    removed: "Phrase was removed",
    removeFailed: "Error during phrase removal",
  },
  // The spec's one title without the record's name.
  confirm: (phrase) => ({ ...deleteConfirmation("phrase", phrase.ru), title: "Delete phrase" }),
};

const TEXT_FIELDS = [
  { name: "enQuestion", label: "English words" },
  { name: "ru", label: "Russian phrase" },
] as const;

// A module-level component keeps its identity across renders, so the answer
// rows keep their local state while the rest of the form changes.
function PhraseFields(form: FieldsProps<PhraseDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  return (
    <>
      {TEXT_FIELDS.map((field) => (
        <DraftTextField key={field.name} form={form} {...field} />
      ))}
      <AnswersField
        value={draft.answers}
        onChange={(answers) => setDraft({ ...draft, answers })}
        readOnly={readOnly}
        error={errors.answers}
      />
      <DraftTextField form={form} name="url" label="URL" />
    </>
  );
}

/** Opens the create form pre-filled from this phrase (the page reads `from`). */
function CloneButton({ url, disabled }: { url: string; disabled: boolean }) {
  const query = useSearchParams().get("q");
  if (disabled) {
    return (
      <Button variant="secondary" disabled>
        Clone
      </Button>
    );
  }
  const params = new URLSearchParams({ from: url });
  if (query) params.set("q", query);
  return (
    <ButtonLink variant="secondary" href={`/administration/phrases/new?${params.toString()}`}>
      Clone
    </ButtonLink>
  );
}

export function PhraseForm(detail: DetailProps<PhraseDto>) {
  return (
    <EntityDetail
      section={PHRASES}
      {...detail}
      viewActions={<CloneButton url={detail.record.url} disabled={detail.isNew} />}
      fields={PhraseFields}
    />
  );
}
