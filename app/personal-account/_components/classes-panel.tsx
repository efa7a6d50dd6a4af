"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { leaveClassAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { useSettleAction } from "@/components/forms/settle-action";
import { FieldKeepingForm } from "@/components/forms/field-keeping-form";
import { SubmitButton } from "@/components/forms/submit-button";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import { ListRow } from "@/components/ui/list-row";
import { toast } from "@/components/ui/toast";
import type { JoinedClassDto } from "@/lib/types/classes";
import { useJoinClass } from "./use-join-class";

/** Join by code: the service's refusal under the field. */
function JoinByCode() {
  const t = useTranslations("joining.account");
  const router = useRouter();
  const [error, submit] = useJoinClass(
    { failed: t("joinFailed"), joined: (name) => t("joined", { name }) },
    () => router.refresh(),
  );
  return (
    // A refused code stays in the field to be corrected.
    <FieldKeepingForm action={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <TextField
        label={t("code")}
        name="code"
        id="join-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={error || undefined}
        className="min-w-0 flex-1"
      />
      <div className="sm:pt-6">
        <SubmitButton className="shrink-0">{t("join")}</SubmitButton>
      </div>
    </FieldKeepingForm>
  );
}

function LeaveButton({ joined }: { joined: JoinedClassDto }) {
  const t = useTranslations("joining.account");
  const confirm = useConfirm();
  const router = useRouter();
  const settleAction = useSettleAction();
  const [pending, setPending] = useState(false);
  const leave = async () => {
    const sure = await confirm({
      title: t("leaveTitle"),
      message: t("leaveMessage", { name: joined.name }),
      confirmLabel: t("leave"),
      cancelLabel: t("stay"),
    });
    if (!sure) return;
    setPending(true);
    const result = await settleAction(() => leaveClassAction(joined.id));
    setPending(false);
    if (!result.ok) {
      toast.error(t("leaveFailed"), { description: result.message });
      return;
    }
    toast.success(t("left", { name: joined.name }));
    router.refresh();
  };
  return (
    <Button
      variant="secondary"
      onClick={leave}
      disabled={pending}
      aria-label={t("leaveLabel", { name: joined.name })}
      className="shrink-0"
    >
      {t("leave")}
    </Button>
  );
}

/** The learner's classes, each to leave, and a code to join another. */
export function ClassesPanel({ classes }: { classes: JoinedClassDto[] }) {
  const t = useTranslations("joining.account");
  return (
    <div className="mt-2 flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {classes.length === 0 ? (
        <p className="text-slate-600">{t("none")}</p>
      ) : (
        <ul aria-label={t("title")} className="flex flex-col divide-y divide-slate-200">
          {classes.map((joined) => (
            <ListRow
              key={joined.id}
              name={joined.name}
              details={t("teacher", { teacher: joined.teacher })}
              action={<LeaveButton joined={joined} />}
            />
          ))}
        </ul>
      )}
      <JoinByCode />
    </div>
  );
}
