"use client";

import { useSearchParams } from "next/navigation";
import { EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import { Button, ButtonLink } from "@/components/ui/button";
import { AnswersField } from "@/components/admin/phrases/answers-field";
import type { PhraseDto } from "@/lib/types/content";
import { createPhrase, deletePhrase, undoPhraseChange, updatePhrase } from "../actions";

// The spec's texts of a phrase (section 8).
const PHRASES: RecordSection<PhraseDto> = {
  listHref: "/administration/phrases",
  hrefOf: (phrase) => `/administration/phrases/${phrase.url}`,
  noun: "Phrase",
  heading: (phrase) => phrase.ru,
  saved: "Phrase was saved successfully",
  saveFailed: "Phrase was not saved",
  create: createPhrase,
  update: updatePhrase,
  removal: {
    remove: (phrase) => deletePhrase(phrase.id),
    removed: "Phrase was removed",
    removeFailed: "Error during phrase removal",
    // The spec's one title without the record's name.
    confirm: (phrase) => ({ ...deleteConfirmation("phrase", phrase.ru), title: "Delete phrase" }),
    undo: { call: undoPhraseChange, restored: "Phrase was restored" },
  },
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

export function PhraseForm({ phrase, isNew }: { phrase: PhraseDto; isNew: boolean }) {
  return (
    <EntityDetail
      section={PHRASES}
      record={phrase}
      isNew={isNew}
      viewActions={<CloneButton url={phrase.url} disabled={isNew} />}
      fields={PhraseFields}
    />
  );
}
