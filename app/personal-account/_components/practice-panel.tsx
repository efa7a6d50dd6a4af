"use client";

import { savePracticeSettingsAction } from "@/app/personal-account/actions";
import { type EditableField, EditableForm } from "@/components/forms/editable-form";
import type { PracticeSettings } from "@/lib/validation/practice";

const PRACTICE_FIELDS: readonly EditableField<PracticeSettings>[] = [
  { name: "dailyGoal", label: "Daily goal (answers a day)", type: "number" },
  { name: "newWordsPerDay", label: "New words a day (learn mode)", type: "number" },
];

/** The learner's practice settings, edited like the account. */
export function PracticePanel({ settings }: { settings: PracticeSettings }) {
  return (
    <EditableForm
      fields={PRACTICE_FIELDS}
      initial={settings}
      save={savePracticeSettingsAction}
      editLabel="Change settings"
      texts={{ saved: "Practice settings saved", failed: "Could not save practice settings" }}
    />
  );
}
