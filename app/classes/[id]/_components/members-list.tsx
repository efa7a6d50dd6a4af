"use client";

import { useTranslations } from "next-intl";
import { useActionQueue } from "@/components/admin/action-queue";
import { useSettleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { EmptyText } from "@/components/ui/status";
import { toast } from "@/components/ui/toast";
import type { ClassDetailDto } from "@/lib/types/classes";
import { removeMemberAction } from "../actions";

/** The class's learners by login, each with Remove (after a confirmation). */
export function MembersList({ classId, members }: { classId: number; members: ClassDetailDto["members"] }) {
  const t = useTranslations("classes.members");
  const confirm = useConfirm();
  const settleAction = useSettleAction();
  const [run, pending] = useActionQueue();

  const remove = async (login: string) => {
    const confirmed = await confirm({
      title: t("confirmTitle", { login }),
      message: t("confirmMessage", { login }),
      confirmLabel: t("confirm"),
    });
    if (!confirmed) return;
    run(async () => {
      const result = await settleAction(() => removeMemberAction(classId, login));
      if (result.ok) toast.success(t("done", { login }));
      else toast.error(t("failed", { login }), { description: result.message });
    });
  };

  if (members.length === 0) return <EmptyText>{t("empty")}</EmptyText>;
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((member) => (
        <li key={member.login} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <div className="flex min-w-0 flex-col">
            <span className="font-medium break-all text-slate-900" translate="no">
              {member.login}
            </span>
            <span className="text-xs text-slate-500">
              {t("joined")}: <LocalTime iso={member.joinedAt} />
            </span>
          </div>
          <Button
            variant="ghost"
            onClick={() => void remove(member.login)}
            disabled={pending}
            aria-label={t("removeLabel", { login: member.login })}
          >
            {t("remove")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
