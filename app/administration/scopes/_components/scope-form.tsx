"use client";

import { type DetailProps, EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextAreaField, DraftTextField } from "@/components/admin/draft-field";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import type { ScopeDto } from "@/lib/types/access";
import { createScope, deleteScope, updateScope } from "../actions";

// A scope's server actions and the spec's texts of them (section 8).
const SCOPES: RecordSection<ScopeDto> = {
  keyOf: (scope) => scope.value,
  heading: (scope) => scope.name,
  actions: { create: createScope, update: updateScope, remove: deleteScope },
  toasts: {
    saved: "Scope has been saved successfully",
    saveFailed: "Error saving scope",
    removed: "Scope was successfully removed",
    removeFailed: "Error removing scope",
  },
  // The confirmation names the scope by its value, the heading by its name.
  confirm: (scope) => deleteConfirmation("scope", scope.value),
};

export function ScopeForm(detail: DetailProps<ScopeDto>) {
  return (
    <EntityDetail
      section={SCOPES}
      {...detail}
      fields={(form) => (
        <>
          <DraftTextField form={form} name="name" label="Name" />
          <DraftTextField form={form} name="value" label="Value" autoCapitalize="none" spellCheck={false} />
          <DraftTextAreaField form={form} name="description" label="Description" />
        </>
      )}
    />
  );
}
