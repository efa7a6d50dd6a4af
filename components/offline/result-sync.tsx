"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { oneRunAtATime } from "@/lib/pwa/one-run-at-a-time";
import { sendWaitingResults, type SubmitResult } from "./send-results";
import { onOfflineChange } from "./learner-store";
import { waitingResults } from "./unit-store";

/** How often tests still waiting are tried again while the browser says it is online. */
const RETRY_MS = 20_000;

/**
 * Sends the learner's tests finished offline when a page loads, when the
 * connection comes back, when one is kept, and every 20 seconds while any
 * waits; each stored one is confirmed as a result saved online is. Renders nothing.
 */
export function ResultSync({ login, submitResult }: { login: string; submitResult: SubmitResult }) {
  const t = useTranslations("common.offline");

  useEffect(() => {
    const sendNow = oneRunAtATime(async () => {
      if (!navigator.onLine) return;
      try {
        for (const { stored } of await sendWaitingResults(login, submitResult)) {
          // The spec's confirmation of a saved test, now that it is.
          if (stored) toast.success(t("resultSaved"));
          else toast.error(t("resultRefused"));
        }
      } catch {
        // Storage refused meanwhile: the next try reads it again.
      }
    });
    const tryNow = () => void sendNow();
    tryNow();
    const retry = window.setInterval(() => {
      void waitingResults(login).then((left) => (left.length > 0 ? sendNow() : undefined));
    }, RETRY_MS);
    const stopListening = onOfflineChange(tryNow);
    window.addEventListener("online", tryNow);
    return () => {
      window.clearInterval(retry);
      stopListening();
      window.removeEventListener("online", tryNow);
    };
  }, [login, submitResult, t]);

  return null;
}
