"use client";

import { useTranslations } from "next-intl";
import { savePracticeSettingsAction } from "@/app/personal-account/actions";
import { type EditableField, EditableForm } from "@/components/forms/editable-form";
import type { PracticeSettings } from "@/lib/validation/practice";

/** The learner's practice settings, edited like the account. */
export function PracticePanel({ settings }: { settings: PracticeSettings }) {
  const t = useTranslations("account");
  const fields: readonly EditableField<PracticeSettings>[] = [
    { name: "dailyGoal", label: t("dailyGoal"), type: "number" },
    { name: "newWordsPerDay", label: t("newWordsPerDay"), type: "number" },
  ];
  return (
    <EditableForm
      fields={fields}
      initial={settings}
      save={savePracticeSettingsAction}
      editLabel={t("changeSettings")}
      texts={{ saved: t("practiceSaved"), failed: t("practiceSaveFailed") }}
    />
  );
}
