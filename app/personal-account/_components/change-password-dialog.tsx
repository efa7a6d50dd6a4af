"use client";

import { useActionState } from "react";
import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { settleAction } from "@/components/forms/settle-action";
import { Dialog } from "@/components/ui/dialog";
import type { FieldErrors } from "@/lib/errors";

/** The dialog's form; it mounts with each opening, so no error of a former attempt stays. */
function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [fields, submit] = useActionState(async (_previous: FieldErrors, data: FormData) => {
    const result = await settleAction(() => changePasswordAction(Object.fromEntries(data)));
    if (!result.ok) {
      toast.error("Error updating password");
      return result.fields ?? {};
    }
    toast.success("Password updated successfully");
    onDone();
    return {};
  }, {});

  return (
    // A failed save keeps what was typed: React's reset after an action would empty the fields.
    <form
      action={submit}
      onReset={(event) => event.preventDefault()}
      className="flex flex-col gap-4"
      noValidate
    >
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
      <CancelSaveButtons onCancel={onDone} className="flex justify-end gap-2" />
    </form>
  );
}

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change password">
      {open ? <ChangePasswordForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
