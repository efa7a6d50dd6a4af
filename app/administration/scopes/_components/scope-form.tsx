"use client";

import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextAreaField, DraftTextField } from "@/components/admin/draft-field";
import type { ScopeDto } from "@/lib/types/access";

export function ScopeForm({ scope, isNew }: { scope: ScopeDto; isNew: boolean }) {
  return (
    <EntityDetail
      title={isNew ? "Scope" : scope.name || "Scope"}
      isNew={isNew}
      initial={scope}
      {...recordDetail("scopes", scope, "value")}
      texts={{
        saved: "Scope has been saved successfully",
        saveFailed: "Error saving scope",
        removed: "Scope was successfully removed",
        removeFailed: "Error removing scope",
        confirmTitle: `Delete scope ${scope.value}`,
        confirmMessage: `Please confirm that you are going to delete scope ${scope.value}?`,
      }}
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
