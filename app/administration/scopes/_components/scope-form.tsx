"use client";

import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextAreaField, DraftTextField } from "@/components/admin/draft-field";
import type { ScopeDto } from "@/lib/types/access";

export function ScopeForm({ scope, isNew }: { scope: ScopeDto; isNew: boolean }) {
  return (
    <EntityDetail
      {...recordDetail("scopes", { record: scope, isNew, keyField: "value" })}
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
