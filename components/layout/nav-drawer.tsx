"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { RefObject } from "react";

export const NAV_ITEMS = [
  { href: "/", name: "home" },
  { href: "/units", name: "units" },
  { href: "/review", name: "review" },
  { href: "/statistics", name: "statistics" },
  { href: "/administration", name: "administration" },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The temporary side drawer (240 wide) opened by the menu button. */
export function NavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const pathname = usePathname();
  const t = useTranslations("common");
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          // The menu button is not a Radix trigger, so Radix would drop the focus on the body:
          // a keyboard user gets it back on the button that opened the drawer.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-60 bg-white shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="text-brand-700 border-b border-slate-200 px-4 py-4 text-lg font-semibold">
            {t("appName")}
          </RadixDialog.Title>
          <nav aria-label={t("nav.main")}>
            <ul className="py-2">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => onOpenChange(false)}
                    aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                    className="aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 block px-4 py-3 text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold"
                  >
                    {t(`nav.${item.name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
