"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { useFormStatus } from "react-dom";
import { joinClassAction, leaveClassAction } from "@/app/personal-account/actions";
import { TextField } from "@/components/forms/text-field";
import { useSettleAction } from "@/components/forms/settle-action";
import { useConfirm } from "@/components/layout/confirm-provider";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { JoinedClassDto } from "@/lib/types/classes";

function JoinButton() {
  const t = useTranslations("joining.account");
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className="shrink-0">
      {t("join")}
    </Button>
  );
}

/** Join by code: the service's refusal (an unknown code, a malformed one, too many tries) under the field. */
function JoinByCode() {
  const t = useTranslations("joining.account");
  const router = useRouter();
  const settleAction = useSettleAction();
  const [error, submit] = useActionState(async (_previous: string, data: FormData) => {
    const result = await settleAction(() => joinClassAction({ code: data.get("code") }));
    if (!result.ok) {
      toast.error(t("joinFailed"));
      return result.fields?.code ?? result.message;
    }
    toast.success(t("joined", { name: result.data.name }));
    router.refresh();
    return "";
  }, "");
  return (
    // A refused code stays in the field to be corrected: React's reset after an action would empty it.
    <form
      action={submit}
      onReset={(event) => event.preventDefault()}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      noValidate
    >
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
        <JoinButton />
      </div>
    </form>
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
            <li key={joined.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900" translate="no">
                  {joined.name}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {t("teacher", { teacher: joined.teacher })}
                </p>
              </div>
              <LeaveButton joined={joined} />
            </li>
          ))}
        </ul>
      )}
      <JoinByCode />
    </div>
  );
}
