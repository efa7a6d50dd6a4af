"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useActionQueue } from "@/components/admin/action-queue";
import { useSettleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { deleteClassAction } from "../actions";

/** Delete the class (after a confirmation), then back to the list of classes. */
export function DeleteClass({ classId, name }: { classId: number; name: string }) {
  const t = useTranslations("classes.delete");
  const confirm = useConfirm();
  const settleAction = useSettleAction();
  const router = useRouter();
  const [run, pending] = useActionQueue();

  const remove = async () => {
    const confirmed = await confirm({
      title: t("confirmTitle", { name }),
      message: t("confirmMessage"),
      confirmLabel: t("confirm"),
    });
    if (!confirmed) return;
    run(async () => {
      const result = await settleAction(() => deleteClassAction(classId));
      if (!result.ok) {
        toast.error(t("failed"), { description: result.message });
        return;
      }
      toast.success(t("done"));
      router.push("/classes");
    });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t("text")}</p>
      <Button variant="danger" onClick={() => void remove()} disabled={pending}>
        {t("button")}
      </Button>
    </div>
  );
}
