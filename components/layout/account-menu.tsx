"use client";

import * as Menu from "@radix-ui/react-dropdown-menu";
import { signOut } from "next-auth/react";
import { usePathname, useRouter } from "next/navigation";
import { toast } from "sonner";

const itemClass =
  "cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

export function AccountMenu({ login }: { login: string | null }) {
  const router = useRouter();
  const pathname = usePathname();

  const logOut = async () => {
    try {
      await signOut({ redirect: false });
      sessionStorage.removeItem("practice:startup-check");
      router.push("/");
      router.refresh();
      toast.info("You are logged out");
    } catch {
      toast.error("Error during logout");
    }
  };

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="flex max-w-40 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-white hover:bg-white/15"
        aria-label={login ? `Account of ${login}` : "Account: not logged in"}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6 shrink-0 fill-current">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5Z" />
        </svg>
        <span className="hidden truncate sm:inline">{login ?? "Not logged"}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <Menu.Label className="px-3 py-2 text-xs text-slate-500 sm:hidden">
            {login ?? "Not logged"}
          </Menu.Label>
          {login ? (
            <>
              <Menu.Item className={itemClass} onSelect={() => router.push("/personal-account")}>
                My account
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={logOut}>
                Logout
              </Menu.Item>
            </>
          ) : (
            <Menu.Item
              className={itemClass}
              onSelect={() => router.push(`/login?callbackUrl=${encodeURIComponent(pathname)}`)}
            >
              Log in
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
