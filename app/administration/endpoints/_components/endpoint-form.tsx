"use client";

import { deleteEndpointAction, saveEndpointAction } from "@/app/administration/endpoints/actions";
import { EntityDetail } from "@/components/admin/entity-detail";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { TextField } from "@/components/forms/text-field";
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
  const name = endpoint.adminPageUrl;
  return (
    <EntityDetail
      title={isNew ? "Endpoint" : name || "Endpoint"}
      isNew={isNew}
      initial={endpoint}
      listHref="/administration/endpoints"
      hrefOf={(saved) => `/administration/endpoints/${saved.adminPageUrl}`}
      save={saveEndpointAction}
      remove={() => deleteEndpointAction(endpoint.id)}
      texts={{
        saved: "Endpoint has been saved successfully",
        saveFailed: "Error saving endpoint",
        removed: "Endpoint was successfully removed",
        removedTone: "info",
        removeFailed: "Error removing endpoint",
        confirmTitle: `Delete endpoint ${name}`,
        confirmMessage: `Please confirm that you are going to delete endpoint ${name}?`,
      }}
      fields={({ draft, setDraft, readOnly, errors }) => (
        <>
          <TextField
            label="Admin page url"
            name="adminPageUrl"
            value={draft.adminPageUrl}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, adminPageUrl: event.target.value })}
            error={errors.adminPageUrl}
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <MethodField
              value={draft.method}
              readOnly={readOnly}
              onChange={(method) => setDraft({ ...draft, method })}
              error={errors.method}
            />
            <TextField
              label="URL"
              name="url"
              value={draft.url}
              readOnly={readOnly}
              onChange={(event) => setDraft({ ...draft, url: event.target.value })}
              error={errors.url}
              placeholder="/words/:id"
              autoCapitalize="none"
              spellCheck={false}
              className="min-w-0"
            />
          </div>
          <ScopeChecklist
            options={scopes}
            selected={draft.scopes}
            onChange={(values) => setDraft({ ...draft, scopes: values })}
            readOnly={readOnly}
            error={errors.scopes}
            loadError={scopesError}
          />
        </>
      )}
    />
  );
}
