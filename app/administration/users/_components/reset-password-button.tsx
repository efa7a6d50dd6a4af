"use client";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/app/administration/users/actions";
import { useConfirm } from "@/components/layout/confirm-provider";
import { settleAction } from "@/components/forms/settle-action";
import { Button } from "@/components/ui/button";
import { TemporaryPasswordDialog } from "@/components/admin/users/temporary-password-dialog";

/**
 * "Reset password": after confirmation the server sets a generated password
 * and answers it once; it lives only in this component's state until the
 * dialog is closed.
 */
export function ResetPasswordButton({ login }: { login: string }) {
  const confirm = useConfirm();
  const [pending, startPending] = useTransition();
  const [password, setPassword] = useState<string | null>(null);

  const reset = async () => {
    const confirmed = await confirm({
      title: "Reset password",
      message: `Please confirm that you are going to reset password for user ${login}?`,
    });
    if (!confirmed) return;
    startPending(async () => {
      const result = await settleAction(() => resetPasswordAction(login));
      if (!result.ok) {
        toast.error(`Error reset password for user ${login}`, { description: result.message });
        return;
      }
      toast.success(`Password for ${login} has been reset successfully`);
      setPassword(result.data.temporaryPassword);
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={reset} disabled={pending}>
        {pending ? "Resetting…" : "Reset password"}
      </Button>
      <TemporaryPasswordDialog login={login} password={password} onClose={() => setPassword(null)} />
    </>
  );
}
