"use client";

import { type DetailProps, EntityDetail } from "@/components/admin/entity-detail";
import type { RecordSection } from "@/components/admin/record-section";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { DraftTextField } from "@/components/admin/draft-field";
import type { EndpointDraft } from "@/lib/types/endpoint-draft";
import { MethodField } from "@/components/admin/endpoints/method-field";
import type { ScopeChoices } from "@/components/admin/scopes/scope-options";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "../actions";

// An endpoint's server actions and the spec's texts of them (section 8).
const ENDPOINTS: RecordSection<EndpointDraft> = {
  keyOf: (endpoint) => endpoint.adminPageUrl,
  heading: (endpoint) => endpoint.adminPageUrl,
  actions: { create: createEndpoint, update: updateEndpoint, remove: deleteEndpoint },
  toasts: {
    saved: "Endpoint has been saved successfully",
    saveFailed: "Error saving endpoint",
    removed: "Endpoint was successfully removed",
    removedTone: "info",
    removeFailed: "Error removing endpoint",
  },
};

export function EndpointForm({ scopes, ...detail }: DetailProps<EndpointDraft> & { scopes: ScopeChoices }) {
  return (
    <EntityDetail
      section={ENDPOINTS}
      {...detail}
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
          <ScopeChecklist form={form} {...scopes} />
        </>
      )}
    />
  );
}
