"use client";

import { useState } from "react";
import { updateAccountAction } from "@/app/personal-account/actions";
import { type EditableField, EditableForm } from "@/components/forms/editable-form";
import { Button } from "@/components/ui/button";
import type { Account } from "@/lib/types/access";
import { ChangePasswordDialog } from "./change-password-dialog";

const ACCOUNT_FIELDS: readonly EditableField<Account>[] = [
  { name: "login", label: "Login", type: "text" },
  { name: "email", label: "Email", type: "email" },
];

/** Own login and email: read-only until Edit; Save returns to read-only. */
export function AccountPanel({ account }: { account: Account }) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <>
      <EditableForm
        fields={ACCOUNT_FIELDS}
        initial={account}
        save={updateAccountAction}
        texts={{ saved: "Personal account updated successfully", failed: "Error updating personal account" }}
        extra={
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            Change password
          </Button>
        }
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
