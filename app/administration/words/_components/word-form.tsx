"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { type DetailProps, EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import type { WordDto } from "@/lib/types/content";
import { createWord, deleteWord, undoWordChange, updateWord } from "../actions";

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
  return FIELDS.map((name) => (
    <DraftTextField
      key={name}
      form={form}
      name={name}
      label={labels[name]}
      lang={name === "en" ? "en" : undefined}
      urlFrom={name === "en" ? { field: "url", fallback: "word" } : undefined}
    />
  ));
}

export function WordForm(detail: DetailProps<WordDto>) {
  return <EntityDetail section={useWords()} {...detail} fields={WordFields} />;
}
