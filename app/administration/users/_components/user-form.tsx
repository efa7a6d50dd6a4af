"use client";

import { useTranslations } from "next-intl";
import { EntityDetail } from "@/components/admin/entity-detail";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { TextField } from "@/components/forms/text-field";
import { DraftTextField } from "@/components/admin/draft-field";
import { ButtonLink } from "@/components/ui/button-link";
import { ResetPasswordButton } from "./reset-password-button";
import type { UserDraft } from "@/lib/types/user-draft";
import type { ScopeChoices } from "@/components/admin/scopes/scope-options";
import { updateUserAccount } from "../actions";

/** Users come from registration: an administrator edits email and scopes, never creates or deletes. */
export function UserForm({ record, scopes }: { record: UserDraft; scopes: ScopeChoices }) {
  const t = useTranslations("adminAccess.users");
  // A user's one server action and the spec's texts of it (section 8).
  const users: RecordSection<UserDraft> = {
    keyOf: (user) => user.login,
    heading: (user) => user.login,
    actions: { update: updateUserAccount },
    toasts: textsOf(t, ["saved", "saveFailed"]),
  };
  return (
    <EntityDetail
      section={users}
      record={record}
      isNew={false}
      viewActions={
        <>
          <ButtonLink
            href={`/administration/users/${encodeURIComponent(record.login)}/statistics`}
            variant="secondary"
          >
            {t("statistics")}
          </ButtonLink>
          <ResetPasswordButton login={record.login} />
        </>
      }
      fields={(form) => (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextField
              label={t("login")}
              name="login"
              value={form.draft.login}
              readOnly
              aria-readonly
              translate="no"
              error={form.errors.login}
              className="min-w-0"
            />
            <DraftTextField
              form={form}
              name="email"
              label={t("email")}
              type="email"
              autoComplete="off"
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
