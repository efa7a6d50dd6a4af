"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { STARTUP_CHECK_KEY } from "./startup-check-key";

/**
 * The start-up authentication check, once per browser tab: the server has
 * already checked the session cookie while rendering; a signed-in user is
 * told so, and a cookie whose session is gone is cleared.
 */
export function StartupCheck({ login, staleSession }: { login: string | null; staleSession: boolean }) {
  const router = useRouter();
  const t = useTranslations("ui.session");
  useEffect(() => {
    if (staleSession) {
      sessionStorage.removeItem(STARTUP_CHECK_KEY);
      void import("next-auth/react")
        .then(({ signOut }) => signOut({ redirect: false }))
        .then(() => {
          toast.info(t("notLoggedIn"));
          router.refresh();
        });
      return;
    }
    if (!login || sessionStorage.getItem(STARTUP_CHECK_KEY)) return;
    sessionStorage.setItem(STARTUP_CHECK_KEY, "done");
    toast.success(t("stillLoggedIn"));
  }, [login, staleSession, router, t]);
  return null;
}
