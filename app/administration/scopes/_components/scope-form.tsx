"use client";

import { deleteScopeAction, saveScopeAction } from "@/app/administration/scopes/actions";
import { EntityDetail } from "@/components/admin/entity-detail";
import { TextField } from "@/components/forms/text-field";
import { TextAreaField } from "@/components/admin/scopes/text-area-field";
import type { ScopeDto } from "@/lib/types/access";

export function ScopeForm({ scope, isNew }: { scope: ScopeDto; isNew: boolean }) {
  return (
    <EntityDetail
      title={isNew ? "Scope" : scope.name || "Scope"}
      isNew={isNew}
      initial={scope}
      listHref="/administration/scopes"
      hrefOf={(saved) => `/administration/scopes/${saved.value}`}
      save={saveScopeAction}
      remove={() => deleteScopeAction(scope.id)}
      texts={{
        saved: "Scope has been saved successfully",
        saveFailed: "Error saving scope",
        removed: "Scope was successfully removed",
        removeFailed: "Error removing scope",
        confirmTitle: `Delete scope ${scope.value}`,
        confirmMessage: `Please confirm that you are going to delete scope ${scope.value}?`,
      }}
      fields={({ draft, setDraft, readOnly, errors }) => (
        <>
          <TextField
            label="Name"
            name="name"
            value={draft.name}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={errors.name}
          />
          <TextField
            label="Value"
            name="value"
            value={draft.value}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, value: event.target.value })}
            error={errors.value}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextAreaField
            label="Description"
            name="description"
            value={draft.description}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={errors.description}
          />
        </>
      )}
    />
  );
}
