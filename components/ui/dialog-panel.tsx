"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
};

/** The Radix implementation of `Dialog`, loaded the first time a dialog opens. */
export function DialogPanel({ open, onOpenChange, title, description, children, wide = false }: DialogProps) {
  // These dialogs open from code, not from a Radix trigger: remember what had
  // the focus when one opened and give it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <RadixDialog.Content
          // Centred; on a phone (sonner's width for one) it sits at the bottom, below the toasts that
          // drop from the top bar, so neither covers the other. A part that scrolls on its own
          // (min-h-0) gives way first when the dialog is taller than its room.
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl max-[600px]:top-auto max-[600px]:bottom-4 max-[600px]:max-h-[calc(100dvh-10rem)] max-[600px]:translate-y-0 ${wide ? "max-w-3xl" : "max-w-md"}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4 flex min-h-0 flex-col">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
