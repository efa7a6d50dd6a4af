"use client";

import dynamic from "next/dynamic";
import type { DialogProps } from "./dialog-panel";
import { useOpenedOnce } from "./use-opened-once";

// Radix's dialog is not part of any page's first load: no page opens a dialog
// before the user acts.
const DialogPanel = dynamic(() => import("./dialog-panel").then((module) => module.DialogPanel), {
  ssr: false,
});

/** A centred modal dialog with a title; closing is left to the caller's buttons and Escape. */
export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? <DialogPanel {...props} /> : null;
}
