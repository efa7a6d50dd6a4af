"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { type DetailProps, EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import type { WordDto } from "@/lib/types/content";
import { TranscriptionSuggestion } from "@/components/admin/transcription-suggestion";
import { createWord, deleteWord, suggestWordTranscription, undoWordChange, updateWord } from "../actions";

const FIELDS = ["en", "ru", "transcription", "url"] as const;

/** A word's server actions and the spec's texts of them (section 8), in the chosen language. */
function useWords(): RecordSection<WordDto> {
  const t = useTranslations("admin.words");
  return useMemo(
    () => ({
      keyOf: (word) => word.url,
      heading: (word) => word.en,
      headingMark: "en",
      actions: { create: createWord, update: updateWord, remove: deleteWord, undo: undoWordChange },
      toasts: textsOf(t, ["saved", "saveFailed", "removed", "removeFailed", "restored"]),
      confirm: (word) => ({
        title: t("deleteTitle", { name: word.en }),
        message: t("deleteMessage", { name: word.en }),
      }),
    }),
    [t],
  );
}

function WordFields(form: FieldsProps<WordDto>) {
  const t = useTranslations("admin.words");
  const labels = { en: t("en"), ru: t("ru"), transcription: t("transcription"), url: t("url") };
  const { draft, setDraft, readOnly } = form;
  return FIELDS.map((name) => (
    <div key={name} className="flex flex-col gap-1">
      <DraftTextField
        form={form}
        name={name}
        label={labels[name]}
        lang={name === "en" ? "en" : undefined}
        urlFrom={name === "en" ? { field: "url", fallback: "word" } : undefined}
      />
      {name === "transcription" && !readOnly ? (
        <TranscriptionSuggestion
          en={draft.en}
          current={draft.transcription}
          onUse={(transcription) => setDraft({ ...draft, transcription })}
          suggest={suggestWordTranscription}
        />
      ) : null}
    </div>
  ));
}

export function WordForm(detail: DetailProps<WordDto>) {
  return <EntityDetail section={useWords()} {...detail} fields={WordFields} />;
}
