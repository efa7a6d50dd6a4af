"use client";

import { useTranslations } from "next-intl";
import { type DetailProps, EntityDetail } from "@/components/admin/entity-detail";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { DraftTextField } from "@/components/admin/draft-field";
import type { EndpointDraft } from "@/lib/types/endpoint-draft";
import { MethodField } from "@/components/admin/endpoints/method-field";
import type { ScopeChoices } from "@/components/admin/scopes/scope-options";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "../actions";

export function EndpointForm({ scopes, ...detail }: DetailProps<EndpointDraft> & { scopes: ScopeChoices }) {
  const t = useTranslations("adminAccess.endpoints");
  // An endpoint's server actions and the spec's texts of them (section 8).
  const endpoints: RecordSection<EndpointDraft> = {
    keyOf: (endpoint) => endpoint.adminPageUrl,
    heading: (endpoint) => endpoint.adminPageUrl,
    actions: { create: createEndpoint, update: updateEndpoint, remove: deleteEndpoint },
    toasts: { ...textsOf(t, ["saved", "saveFailed", "removed", "removeFailed"]), removedTone: "info" },
    confirm: (endpoint) => ({
      title: t("deleteTitle", { url: endpoint.adminPageUrl }),
      message: t("deleteMessage", { url: endpoint.adminPageUrl }),
    }),
  };
  return (
    <EntityDetail
      section={endpoints}
      {...detail}
      fields={(form) => (
        <>
          <DraftTextField
            form={form}
            name="adminPageUrl"
            label={t("adminPageUrl")}
            autoCapitalize="none"
            spellCheck={false}
            translate="no"
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
              label={t("url")}
              placeholder="/words/:id"
              autoCapitalize="none"
              spellCheck={false}
              translate="no"
              className="min-w-0"
            />
          </div>
          <ScopeChecklist form={form} {...scopes} />
        </>
      )}
    />
  );
}
