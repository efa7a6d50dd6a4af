"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { deleteClassAction } from "../actions";
import { useConfirmedChange } from "./use-confirmed-change";

/** Delete the class (after a confirmation), then back to the list of classes. */
export function DeleteClass({ classId, name }: { classId: number; name: string }) {
  const t = useTranslations("classes.delete");
  const router = useRouter();
  const [makeChange, pending] = useConfirmedChange();

  const remove = () =>
    makeChange({
      confirmation: {
        title: t("confirmTitle", { name }),
        message: t("confirmMessage"),
        confirmLabel: t("confirm"),
      },
      change: () => deleteClassAction(classId),
      toasts: { done: t("done"), failed: t("failed") },
      onDone: () => router.push("/classes"),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t("text")}</p>
      <Button variant="danger" onClick={() => void remove()} disabled={pending}>
        {t("button")}
      </Button>
    </div>
  );
}
