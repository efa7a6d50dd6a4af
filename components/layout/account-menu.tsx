"use client";

import { usePathname, useRouter } from "next/navigation";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { STARTUP_CHECK_KEY } from "./startup-check";

const itemClass =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700";

type Item = { label: string; select: () => void };

/**
 * The account button and its menu (WAI-ARIA menu button): the arrow keys,
 * Home and End move between the items, Escape closes and gives the focus back
 * to the button, a click elsewhere or Tab closes.
 */
export function AccountMenu({ login }: { login: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

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

  const items: Item[] = login
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

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = menuItems().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    if (event.key === "Tab") {
      setOpen(false);
      return;
    }
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={login ? `Account of ${login}` : "Account: not logged in"}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex max-w-40 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-white hover:bg-white/15"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6 shrink-0 fill-current">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5Z" />
        </svg>
        <span className="hidden truncate sm:inline">{login ?? "Not logged"}</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <div className="px-3 py-2 text-xs text-slate-500 sm:hidden">{login ?? "Not logged"}</div>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close(false);
                item.select();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
