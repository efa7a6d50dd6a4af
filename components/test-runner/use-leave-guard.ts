"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useConfirm } from "@/components/layout/confirm-provider";

/**
 * While `active`, following a link or sending a form (the top bar's search)
 * out of the page asks first, in the app's confirmation. A reload or a closed
 * tab is not stopped: the test is kept as it goes, and the browser's own
 * warning would say it was not.
 */
export function useLeaveGuard(
  active: boolean,
  message: { title: string; message: string; confirmLabel: string; cancelLabel: string },
) {
  const confirm = useConfirm();
  const router = useRouter();
  const { title, message: text, confirmLabel, cancelLabel } = message;
  useEffect(() => {
    if (!active) return;
    /** Asks before going to `to` when it is another page of the app. */
    const askBefore = (event: Event, to: URL) => {
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm({ title, message: text, confirmLabel, cancelLabel }).then((leave) => {
        if (leave) router.push(`${to.pathname}${to.search}${to.hash}`);
      });
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      askBefore(event, new URL(link.href));
    };
    const submit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get") return;
      const to = new URL(form.action);
      to.search = new URLSearchParams(
        [...new FormData(form)].map(([name, value]) => [name, String(value)]),
      ).toString();
      askBefore(event, to);
    };
    // The capture phase runs before Next's link handler and the form's own, which would navigate at once.
    document.addEventListener("click", click, true);
    document.addEventListener("submit", submit, true);
    return () => {
      document.removeEventListener("click", click, true);
      document.removeEventListener("submit", submit, true);
    };
  }, [active, confirm, router, title, text, confirmLabel, cancelLabel]);
}
