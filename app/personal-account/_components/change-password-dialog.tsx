"use client";

import { useTranslations } from "next-intl";
import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { changePasswordAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { Dialog } from "@/components/ui/dialog";

/** The dialog's form; it mounts with each opening, so no error of a former attempt stays. */
function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("account");
  const [fields, submit] = useToastedAction(
    changePasswordAction,
    { failed: t("passwordFailed"), succeeded: t("passwordSaved") },
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
        label={t("currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={fields.currentPassword}
      />
      <TextField
        label={t("newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        error={fields.password}
      />
      <TextField
        label={t("confirmPassword")}
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
  const t = useTranslations("account");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("changePassword")}>
      {open ? <ChangePasswordForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
