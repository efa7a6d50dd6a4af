"use client";

import { EntityDetail } from "@/components/admin/entity-detail";
import type { RecordSection } from "@/components/admin/record-section";
import { ScopeChecklist } from "@/components/admin/scopes/scope-checklist";
import { TextField } from "@/components/forms/text-field";
import { DraftTextField } from "@/components/admin/draft-field";
import { ButtonLink } from "@/components/ui/button";
import { ResetPasswordButton } from "./reset-password-button";
import type { UserDraft } from "@/lib/types/user-draft";
import type { ScopeDto } from "@/lib/types/access";
import { updateUserAccount } from "../actions";

const USERS: RecordSection<UserDraft> = {
  listHref: "/administration/users",
  hrefOf: (saved) => `/administration/users/${encodeURIComponent(saved.login)}`,
  noun: "User",
  heading: (user) => user.login,
  saved: "User has been updated successfully",
  saveFailed: "Error updating user",
  update: updateUserAccount,
};

/** Users come from registration: an administrator edits email and scopes, never creates or deletes. */
export function UserForm({
  user,
  scopes,
  scopesError,
}: {
  user: UserDraft;
  scopes: ScopeDto[];
  scopesError?: string;
}) {
  return (
    <EntityDetail
      section={USERS}
      record={user}
      isNew={false}
      viewActions={
        <>
          <ButtonLink
            href={`/administration/users/${encodeURIComponent(user.login)}/statistics`}
            variant="secondary"
          >
            Statistics
          </ButtonLink>
          <ResetPasswordButton login={user.login} />
        </>
      }
      fields={(form) => (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextField
              label="Login"
              name="login"
              value={form.draft.login}
              readOnly
              aria-readonly
              error={form.errors.login}
              className="min-w-0"
            />
            <DraftTextField
              form={form}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              className="min-w-0"
            />
          </div>
          <ScopeChecklist form={form} options={scopes} loadError={scopesError} />
        </>
      )}
    />
  );
}
