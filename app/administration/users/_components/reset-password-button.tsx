"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { resetPassword } from "@/app/administration/users/actions";
import { useConfirm } from "@/components/layout/confirm-provider";
import { useSettleAction } from "@/components/forms/settle-action";
import { Button } from "@/components/ui/button";
import { useActionQueue } from "@/components/admin/action-queue";
import { TemporaryPasswordDialog } from "@/components/admin/users/temporary-password-dialog";

/**
 * "Reset password": after confirmation the server sets a generated password
 * and answers it once; it lives only in this component's state until the
 * dialog is closed.
 */
export function ResetPasswordButton({ login }: { login: string }) {
  const settleAction = useSettleAction();
  const t = useTranslations("adminAccess.users.reset");
  const confirm = useConfirm();
  const [run, pending] = useActionQueue();
  const [password, setPassword] = useState<string | null>(null);

  const reset = async () => {
    const confirmed = await confirm({
      title: t("confirmTitle"),
      message: t("confirmMessage", { login }),
    });
    if (!confirmed) return;
    run(async () => {
      const result = await settleAction(() => resetPassword(login));
      if (!result.ok) {
        toast.error(t("failed", { login }), { description: result.message });
        return;
      }
      toast.success(t("done", { login }));
      setPassword(result.data.temporaryPassword);
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={reset} disabled={pending}>
        {pending ? t("pending") : t("button")}
      </Button>
      <TemporaryPasswordDialog login={login} password={password} onClose={() => setPassword(null)} />
    </>
  );
}
