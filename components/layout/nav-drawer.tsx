"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { RefObject } from "react";

export const NAV_ITEMS = [
  { href: "/", label: "Home" },
  { href: "/units", label: "Units" },
  { href: "/review", label: "Review" },
  { href: "/statistics", label: "Statistics" },
  { href: "/administration", label: "Administration" },
];

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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
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
            Practice
          </RadixDialog.Title>
          <nav aria-label="Main">
            <ul className="py-2">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => onOpenChange(false)}
                    aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                    className="aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 block px-4 py-3 text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold"
                  >
                    {item.label}
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
