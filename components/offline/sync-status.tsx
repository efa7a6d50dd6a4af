"use client";

import { useTranslations } from "next-intl";
import type { AnswerReview } from "@/components/review/use-graded-answers";
import { Icon } from "@/components/ui/icon";
import { useAnswerSync } from "./use-answer-sync";

/**
 * The top bar's word on the connection: shown while the browser is offline
 * or answers given on this device wait to be stored, with their number.
 */
export function SyncStatus({ login, sendAnswers }: { login: string; sendAnswers: AnswerReview }) {
  const t = useTranslations("common.offline");
  const { online, waiting } = useAnswerSync(login, sendAnswers);
  const label = online
    ? t("waiting", { count: waiting })
    : waiting > 0
      ? t("offlineWaiting", { count: waiting })
      : t("offline");
  return (
    <p role="status" className="shrink-0 empty:hidden">
      {online && waiting === 0 ? null : (
        <span
          title={label}
          className="flex items-center gap-1 rounded-full bg-white/15 px-2 py-1 text-xs font-medium"
        >
          <Icon
            path="M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96ZM3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4 3 5.27ZM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4h1.73Z"
            className="size-4 fill-current"
          />
          <span className="sr-only">{label}</span>
          <span aria-hidden className="hidden sm:inline">
            {online ? t("waitingShort") : t("offline")}
          </span>
          {waiting > 0 ? <span aria-hidden>{waiting}</span> : null}
        </span>
      )}
    </p>
  );
}
