"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useJoinClass } from "@/app/personal-account/_components/use-join-class";
import { SubmitButton } from "@/components/forms/submit-button";

/** Joins the link's class on the learner's click, then goes Home, where its assignments are. */
export function JoinForm({ code }: { code: string }) {
  const t = useTranslations("joining.page");
  const router = useRouter();
  const [message, submit] = useJoinClass(
    { failed: t("failed"), joined: (name) => t("joined", { name }) },
    () => router.push("/"),
  );
  return (
    <form action={submit} className="flex flex-col gap-3">
      <input type="hidden" name="code" value={code} />
      {message ? (
        <p role="alert" className="text-error text-sm">
          {message}
        </p>
      ) : null}
      <SubmitButton className="w-fit">{t("join")}</SubmitButton>
    </form>
  );
}
