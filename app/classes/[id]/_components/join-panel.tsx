"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { regenerateJoinCodeAction } from "../actions";
import { useConfirmedChange } from "./use-confirmed-change";

const subscribe = () => () => {};

/** The page's origin, which only the browser knows for sure (behind a proxy the server may not). */
function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
}

/** The code in two halves, as a learner reads it out (spaces and hyphens are ignored when typed). */
const shownCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The join code and link, Copy, and New code (the old code stops working). */
export function JoinPanel({ classId, code }: { classId: number; code: string }) {
  const t = useTranslations("classes.join");
  const [makeChange, pending] = useConfirmedChange();
  const link = `${useOrigin()}/join/${code}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const regenerate = () =>
    makeChange({
      confirmation: { title: t("confirmTitle"), message: t("confirmMessage"), confirmLabel: t("confirm") },
      change: () => regenerateJoinCodeAction(classId),
      toasts: { done: t("done"), failed: t("failed") },
    });

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-x-4">
        <dt className="text-sm font-medium text-slate-700">{t("code")}</dt>
        <dd className="font-mono text-2xl font-semibold tracking-widest text-slate-900" translate="no">
          <span aria-label={code}>{shownCode(code)}</span>
        </dd>
        <dt className="text-sm font-medium text-slate-700">{t("link")}</dt>
        <dd className="min-w-0">
          <a
            href={link}
            className="text-brand-700 font-mono text-sm break-all hover:underline"
            translate="no"
          >
            {link}
          </a>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t("copy")}
        </Button>
        <Button variant="secondary" onClick={() => void regenerate()} disabled={pending}>
          {t("regenerate")}
        </Button>
      </div>
    </div>
  );
}
