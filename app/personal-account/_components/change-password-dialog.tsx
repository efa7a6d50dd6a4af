"use client";

import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { changePasswordAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { Dialog } from "@/components/ui/dialog";

/** The dialog's form; it mounts with each opening, so no error of a former attempt stays. */
function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [fields, submit] = useToastedAction(
    changePasswordAction,
    { failed: "Error updating password", succeeded: "Password updated successfully" },
    onDone,
  );

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
