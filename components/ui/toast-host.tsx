"use client";

import dynamic from "next/dynamic";
import { type CSSProperties, useEffect, useState } from "react";
import { onFirstToast } from "./toast";

const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

// sonner's rich colours put their text at 4.3:1 on their backgrounds; the same hues, darker, reach
// 4.5:1 (WCAG AA for the toasts' 13 px text). Inline, so they win over sonner's injected styles.
const RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 33%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

/** Mounts sonner's Toaster (at most 3 visible, bottom-left) when the page raises its first toast. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Toaster visibleToasts={3} richColors closeButton position="bottom-left" style={RICH_TEXT} />
  ) : null;
}
