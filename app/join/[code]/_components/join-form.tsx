"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { joinClassAction } from "@/app/personal-account/actions";
import { useSettleAction } from "@/components/forms/settle-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

function JoinButton() {
  const t = useTranslations("joining.page");
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className="w-fit">
      {t("join")}
    </Button>
  );
}

/** Joins the link's class on the learner's click, then goes Home, where its assignments are. */
export function JoinForm({ code }: { code: string }) {
  const t = useTranslations("joining.page");
  const router = useRouter();
  const settleAction = useSettleAction();
  const [message, submit] = useActionState(async (_previous: string, data: FormData) => {
    const result = await settleAction(() => joinClassAction({ code: data.get("code") }));
    if (!result.ok) {
      toast.error(t("failed"));
      return result.message;
    }
    toast.success(t("joined", { name: result.data.name }));
    router.push("/");
    return "";
  }, "");
  return (
    <form action={submit} className="flex flex-col gap-3">
      <input type="hidden" name="code" value={code} />
      {message ? (
        <p role="alert" className="text-error text-sm">
          {message}
        </p>
      ) : null}
      <JoinButton />
    </form>
  );
}
