"use client";

import { EntityDetail } from "@/components/admin/entity-detail";
import { deleteConfirmation, type RecordSection } from "@/components/admin/record-section";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { DraftTextField } from "@/components/admin/draft-field";
import type { EndpointDraft } from "@/lib/types/endpoint-draft";
import { MethodField } from "@/components/admin/endpoints/method-field";
import type { ScopeDto } from "@/lib/types/access";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "../actions";

// The spec's texts of an endpoint (section 8).
const ENDPOINTS: RecordSection<EndpointDraft> = {
  listHref: "/administration/endpoints",
  hrefOf: (endpoint) => `/administration/endpoints/${endpoint.adminPageUrl}`,
  noun: "Endpoint",
  heading: (endpoint) => endpoint.adminPageUrl,
  saved: "Endpoint has been saved successfully",
  saveFailed: "Error saving endpoint",
  create: createEndpoint,
  update: updateEndpoint,
  removal: {
    remove: (endpoint) => deleteEndpoint(endpoint.id),
    removed: "Endpoint was successfully removed",
    removedTone: "info",
    removeFailed: "Error removing endpoint",
    confirm: (endpoint) => deleteConfirmation("endpoint", endpoint.adminPageUrl),
  },
};

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
      section={ENDPOINTS}
      record={endpoint}
      isNew={isNew}
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
