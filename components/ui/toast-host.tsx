"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useTheme } from "next-themes";
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from "react";
import { onFirstToast } from "./toast";

const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

// sonner's light rich colours put their text at 4.3:1 on their backgrounds; the same hues, darker, reach
// 4.5:1 (WCAG AA for the toasts' 13 px text). Inline, so they win over sonner's injected styles. Its
// dark ones are light enough as they are.
const RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 33%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

// sonner's own phone width, where a toast spans the screen.
const PHONE = "(max-width: 600px)";
// Just under the top bar (3.5rem, sticky), which keeps its buttons uncovered.
const BELOW_TOP_BAR = { top: 64, left: 16, right: 16 };

const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Mounts sonner's Toaster (at most 3 visible) when the page raises its first
 * toast. On a desktop toasts rise at the bottom left, beside the content. On a
 * phone a toast spans the screen, and at the bottom it would lie over the
 * buttons a test or a form ends with: there it drops from the top instead,
 * under the top bar, where a page has its heading and no controls of a step.
 */
export function ToastHost() {
  const t = useTranslations("ui.toasts");
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return needed ? (
    <Toaster
      visibleToasts={3}
      richColors
      theme={dark ? "dark" : "light"}
      closeButton
      position={phone ? "top-center" : "bottom-left"}
      mobileOffset={BELOW_TOP_BAR}
      style={dark ? undefined : RICH_TEXT}
      containerAriaLabel={t("region")}
      toastOptions={{ closeButtonAriaLabel: t("close") }}
    />
  ) : null;
}
