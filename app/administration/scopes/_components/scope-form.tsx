"use client";

import { useTranslations } from "next-intl";
import { type DetailProps, EntityDetail } from "@/components/admin/entity-detail";
import { DraftTextAreaField, DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import type { ScopeDto } from "@/lib/types/access";
import { createScope, deleteScope, updateScope } from "../actions";

export function ScopeForm(detail: DetailProps<ScopeDto>) {
  const t = useTranslations("adminAccess.scopes");
  // A scope's server actions and the spec's texts of them (section 8).
  const scopes: RecordSection<ScopeDto> = {
    keyOf: (scope) => scope.value,
    heading: (scope) => scope.name,
    actions: { create: createScope, update: updateScope, remove: deleteScope },
    toasts: textsOf(t, ["saved", "saveFailed", "removed", "removeFailed"]),
    // The confirmation names the scope by its value, the heading by its name.
    confirm: (scope) => ({
      title: t("deleteTitle", { value: scope.value }),
      message: t("deleteMessage", { value: scope.value }),
    }),
  };
  return (
    <EntityDetail
      section={scopes}
      {...detail}
      fields={(form) => (
        <>
          <DraftTextField form={form} name="name" label={t("name")} translate="no" />
          <DraftTextField
            form={form}
            name="value"
            label={t("value")}
            autoCapitalize="none"
            spellCheck={false}
            translate="no"
          />
          <DraftTextAreaField form={form} name="description" label={t("description")} translate="no" />
        </>
      )}
    />
  );
}
