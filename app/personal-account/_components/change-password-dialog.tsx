"use client";

import { useTranslations } from "next-intl";
import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { FieldKeepingForm } from "@/components/forms/field-keeping-form";
import { changePasswordAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { Dialog } from "@/components/ui/dialog";

const PASSWORD_FIELDS = [
  { name: "currentPassword", label: "currentPassword", autoComplete: "current-password" },
  { name: "password", label: "newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", label: "confirmPassword", autoComplete: "new-password" },
] as const;

/** The dialog's form; it mounts with each opening, so no error of a former attempt stays. */
function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("account");
  const [fields, submit] = useToastedAction(
    changePasswordAction,
    { failed: t("passwordFailed"), succeeded: t("passwordSaved") },
    onDone,
  );

  return (
    // A failed save keeps what was typed, to be corrected.
    <FieldKeepingForm action={submit} className="flex flex-col gap-4" noValidate>
      {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          type="password"
          autoComplete={autoComplete}
          error={fields[name]}
        />
      ))}
      <CancelSaveButtons onCancel={onDone} className="flex justify-end gap-2" />
    </FieldKeepingForm>
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
