"use client";

import { useEffect, useState } from "react";
import type { AnswerReview } from "@/components/review/use-graded-answers";
import { waitingAnswers } from "./answer-queue";
import { onOfflineChange } from "./learner-store";
import { onWorkerAsksToSend } from "./background-sync";
import { oneRunAtATime } from "@/lib/pwa/one-run-at-a-time";
import { sendWaitingAnswers } from "./send-queue";

/** How often answers still waiting are tried again while the browser says it is online. */
const RETRY_MS = 20_000;

/**
 * Whether the browser is online and how many of the learner's answers wait
 * on this device; sends them when the page loads, when the connection comes
 * back, when the service worker's Background Sync fires, and every 20
 * seconds while any wait.
 */
export function useAnswerSync(login: string | null, send: AnswerReview) {
  const [online, setOnline] = useState(true);
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    if (!login) return;
    let live = true;
    const count = async () => {
      const answers = await waitingAnswers(login);
      if (live) setWaiting(answers.length);
      return answers.length;
    };
    const sendNow = oneRunAtATime(async () => {
      if (live && navigator.onLine) await sendWaitingAnswers(login, send);
    });
    const connectionChanged = () => {
      setOnline(navigator.onLine);
      void sendNow();
    };
    connectionChanged();
    void count();
    const retry = window.setInterval(() => {
      void count().then((left) => (left > 0 ? sendNow() : undefined));
    }, RETRY_MS);
    const stopListening = onOfflineChange(() => void count());
    const stopWaking = onWorkerAsksToSend(() => void sendNow());
    window.addEventListener("online", connectionChanged);
    window.addEventListener("offline", connectionChanged);
    return () => {
      live = false;
      window.clearInterval(retry);
      stopListening();
      stopWaking();
      window.removeEventListener("online", connectionChanged);
      window.removeEventListener("offline", connectionChanged);
    };
  }, [login, send]);

  return { online, waiting };
}
