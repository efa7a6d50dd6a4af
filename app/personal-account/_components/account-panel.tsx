"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { updateAccountAction } from "@/app/personal-account/actions";
import { type EditableField, EditableForm } from "@/components/forms/editable-form";
import { Button } from "@/components/ui/button";
import type { Account } from "@/lib/types/access";
import { ChangePasswordDialog } from "./change-password-dialog";

/** Own login and email: read-only until Edit; Save returns to read-only. */
export function AccountPanel({ account }: { account: Account }) {
  const t = useTranslations("account");
  const [passwordOpen, setPasswordOpen] = useState(false);
  const fields: readonly EditableField<Account>[] = [
    { name: "login", label: t("login"), type: "text" },
    { name: "email", label: t("email"), type: "email" },
  ];
  return (
    <>
      <EditableForm
        fields={fields}
        initial={account}
        save={updateAccountAction}
        texts={{ saved: t("saved"), failed: t("saveFailed") }}
        extra={
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            {t("changePassword")}
          </Button>
        }
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
