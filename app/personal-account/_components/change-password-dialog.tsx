"use client";

import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { type FormEvent, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { settleAction } from "@/components/forms/settle-action";
import { Dialog } from "@/components/ui/dialog";
import type { FieldErrors } from "@/lib/errors";

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  const close = (next: boolean) => {
    if (!next) setFields({});
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    startTransition(async () => {
      const result = await settleAction(() => changePasswordAction(data));
      if (result.ok) {
        toast.success("Password updated successfully");
        close(false);
      } else {
        setFields(result.fields ?? {});
        toast.error("Error updating password");
      }
    });
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Change password">
      <form onSubmit={submit} method="post" className="flex flex-col gap-4" noValidate>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={fields.currentPassword}
        />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={fields.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={fields.confirmPassword}
        />
        <CancelSaveButtons
          onCancel={() => close(false)}
          pending={pending}
          className="flex justify-end gap-2"
        />
      </form>
    </Dialog>
  );
}
