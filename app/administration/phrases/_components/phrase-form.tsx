"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { type DetailProps, EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { AnswersField } from "@/components/admin/phrases/answers-field";
import type { PhraseDto } from "@/lib/types/content";
import { createPhrase, deletePhrase, undoPhraseChange, updatePhrase } from "../actions";

/** A phrase's server actions and the spec's texts of them (section 8), in the chosen language. */
function usePhrases(): RecordSection<PhraseDto> {
  const t = useTranslations("admin.phrases");
  return useMemo(
    () => ({
      keyOf: (phrase) => phrase.url,
      heading: (phrase) => phrase.ru,
      actions: { create: createPhrase, update: updatePhrase, remove: deletePhrase, undo: undoPhraseChange },
      toasts: textsOf(t, ["saved", "saveFailed", "removed", "removeFailed", "restored"]),
      // The spec's one title without the record's name.
      confirm: (phrase) => ({ title: t("deleteTitle"), message: t("deleteMessage", { name: phrase.ru }) }),
    }),
    [t],
  );
}

// A module-level component keeps its identity across renders, so the answer
// rows keep their local state while the rest of the form changes.
function PhraseFields(form: FieldsProps<PhraseDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  const t = useTranslations("admin.phrases");
  return (
    <>
      <DraftTextField form={form} name="enQuestion" label={t("enQuestion")} lang="en" />
      <DraftTextField form={form} name="ru" label={t("ru")} />
      <AnswersField
        value={draft.answers}
        onChange={(answers) => setDraft({ ...draft, answers })}
        readOnly={readOnly}
        error={errors.answers}
      />
      <DraftTextField form={form} name="url" label={t("url")} />
    </>
  );
}

/** Opens the create form pre-filled from this phrase (the page reads `from`). */
function CloneButton({ url, disabled }: { url: string; disabled: boolean }) {
  const query = useSearchParams().get("q");
  const t = useTranslations("admin.phrases");
  if (disabled) {
    return (
      <Button variant="secondary" disabled>
        {t("clone")}
      </Button>
    );
  }
  const params = new URLSearchParams({ from: url });
  if (query) params.set("q", query);
  return (
    <ButtonLink variant="secondary" href={`/administration/phrases/new?${params.toString()}`}>
      {t("clone")}
    </ButtonLink>
  );
}

export function PhraseForm(detail: DetailProps<PhraseDto>) {
  return (
    <EntityDetail
      section={usePhrases()}
      {...detail}
      viewActions={<CloneButton url={detail.record.url} disabled={detail.isNew} />}
      fields={PhraseFields}
    />
  );
}
