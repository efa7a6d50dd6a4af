"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ListRow } from "@/components/ui/list-row";
import { LocalTime } from "@/components/ui/local-time";
import { EmptyText } from "@/components/ui/status";
import type { ClassDetailDto } from "@/lib/types/classes";
import { removeMemberAction } from "../actions";
import { useConfirmedChange } from "./use-confirmed-change";

/** The class's learners by login, each with Remove (after a confirmation). */
export function MembersList({ classId, members }: { classId: number; members: ClassDetailDto["members"] }) {
  const t = useTranslations("classes.members");
  const [makeChange, pending] = useConfirmedChange();

  const remove = (login: string) =>
    makeChange({
      confirmation: {
        title: t("confirmTitle", { login }),
        message: t("confirmMessage", { login }),
        confirmLabel: t("confirm"),
      },
      change: () => removeMemberAction(classId, login),
      toasts: { done: t("done", { login }), failed: t("failed", { login }) },
    });

  if (members.length === 0) return <EmptyText>{t("empty")}</EmptyText>;
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((member) => (
        <ListRow
          key={member.login}
          name={member.login}
          details={
            <>
              {t("joined")}: <LocalTime iso={member.joinedAt} />
            </>
          }
          action={
            <Button
              variant="ghost"
              onClick={() => void remove(member.login)}
              disabled={pending}
              aria-label={t("removeLabel", { login: member.login })}
            >
              {t("remove")}
            </Button>
          }
        />
      ))}
    </ul>
  );
}
