"use client";

import { usePathname, useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { STARTUP_CHECK_KEY } from "./startup-check";

export type AccountItem = { label: string; select: () => void };

/** What the account menu offers: the account and logout when logged in, else the way to log in and back. */
export function useAccountItems(login: string | null): AccountItem[] {
  const router = useRouter();
  const pathname = usePathname();

  const logOut = async () => {
    try {
      // next-auth's client is needed only here: it is fetched on logout.
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
      sessionStorage.removeItem(STARTUP_CHECK_KEY);
      router.push("/");
      router.refresh();
      toast.info("You are logged out");
    } catch {
      toast.error("Error during logout");
    }
  };

  return login
    ? [
        { label: "My account", select: () => router.push("/personal-account") },
        { label: "Logout", select: () => void logOut() },
      ]
    : [
        {
          label: "Log in",
          select: () => router.push(`/login?callbackUrl=${encodeURIComponent(pathname)}`),
        },
      ];
}
