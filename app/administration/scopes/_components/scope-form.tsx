"use client";

import { EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextAreaField, DraftTextField } from "@/components/admin/draft-field";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import type { ScopeDto } from "@/lib/types/access";
import { createScope, deleteScope, updateScope } from "../actions";

// The spec's texts of a scope (section 8).
const SCOPES: RecordSection<ScopeDto> = {
  listHref: "/administration/scopes",
  hrefOf: (scope) => `/administration/scopes/${scope.value}`,
  noun: "Scope",
  heading: (scope) => scope.name,
  saved: "Scope has been saved successfully",
  saveFailed: "Error saving scope",
  create: createScope,
  update: updateScope,
  removal: {
    remove: (scope) => deleteScope(scope.id),
    removed: "Scope was successfully removed",
    removeFailed: "Error removing scope",
    confirm: (scope) => deleteConfirmation("scope", scope.value),
  },
};

export function ScopeForm({ scope, isNew }: { scope: ScopeDto; isNew: boolean }) {
  return (
    <EntityDetail
      section={SCOPES}
      record={scope}
      isNew={isNew}
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
