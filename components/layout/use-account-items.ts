"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { waitingAnswers } from "@/components/offline/answer-queue";
import { forgetLearner } from "@/components/offline/learner-store";
import { waitingResults } from "@/components/offline/unit-store";
import { toast } from "@/components/ui/toast";
import { forgetSessionPages } from "@/lib/pwa/session-caches";
import { loginHref } from "@/lib/safe-redirect";
import { useConfirm } from "./confirm-provider";
import { STARTUP_CHECK_KEY } from "./startup-check-key";

export type AccountItem = { label: string; select: () => void };

/**
 * What the account menu offers: the account and logout when logged in (and
 * the classes of one who teaches), else the way to log in and back.
 */
export function useAccountItems(login: string | null, teaches = false): AccountItem[] {
  const t = useTranslations("common.account");
  const router = useRouter();
  const pathname = usePathname();
  const confirm = useConfirm();

  /** Whether the learner lets go of what waits on this device unsent (asked only when something does). */
  const givesUpUnsent = async (learner: string) => {
    const [answers, tests] = await Promise.all([waitingAnswers(learner), waitingResults(learner)]).catch(
      () => [[], []],
    );
    const count = answers.length + tests.length;
    if (count === 0) return true;
    return confirm({
      title: t("unsent.title"),
      message: t("unsent.message", { count }),
      confirmLabel: t("unsent.logOut"),
      cancelLabel: t("unsent.stay"),
    });
  };

  const logOut = async () => {
    if (login && !(await givesUpUnsent(login))) return;
    try {
      // next-auth's client is needed only here: it is fetched on logout.
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
      sessionStorage.removeItem(STARTUP_CHECK_KEY);
      // Nothing of the learner's stays on this device: answers not sent by now are given up.
      if (login) await forgetLearner(login).catch(() => undefined);
      // The pages kept for offline reading were this account's: the next reader must not get them.
      void forgetSessionPages();
      router.push("/");
      router.refresh();
      toast.info(t("loggedOut"));
    } catch {
      toast.error(t("logoutFailed"));
    }
  };

  return login
    ? [
        { label: t("myAccount"), select: () => router.push("/personal-account") },
        ...(teaches ? [{ label: t("classes"), select: () => router.push("/classes") }] : []),
        { label: t("logout"), select: () => void logOut() },
      ]
    : [
        {
          label: t("logIn"),
          select: () => router.push(loginHref(pathname)),
        },
      ];
}
