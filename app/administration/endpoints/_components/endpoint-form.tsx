"use client";

import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail } from "@/components/admin/entity-detail";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { DraftTextField } from "@/components/admin/draft-field";
import type { EndpointDraft } from "@/lib/types/endpoint-draft";
import { MethodField } from "@/components/admin/endpoints/method-field";
import type { ScopeDto } from "@/lib/types/access";

export function EndpointForm({
  endpoint,
  isNew,
  scopes,
  scopesError,
}: {
  endpoint: EndpointDraft;
  isNew: boolean;
  scopes: ScopeDto[];
  scopesError?: string;
}) {
  return (
    <EntityDetail
      {...recordDetail("endpoints", { record: endpoint, isNew, keyField: "adminPageUrl" })}
      fields={(form) => (
        <>
          <DraftTextField
            form={form}
            name="adminPageUrl"
            label="Admin page url"
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <MethodField
              value={form.draft.method}
              readOnly={form.readOnly}
              onChange={(method) => form.setDraft({ ...form.draft, method })}
              error={form.errors.method}
            />
            <DraftTextField
              form={form}
              name="url"
              label="URL"
              placeholder="/words/:id"
              autoCapitalize="none"
              spellCheck={false}
              className="min-w-0"
            />
          </div>
          <ScopeChecklist form={form} options={scopes} loadError={scopesError} />
        </>
      )}
    />
  );
}
