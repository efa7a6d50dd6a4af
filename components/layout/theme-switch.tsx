"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";

const THEMES = ["system", "light", "dark"] as const;

/** System / Light / Dark, the current choice pressed; next-themes keeps it in the browser. */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const t = useTranslations("common.theme");
  const { theme = "system", setTheme } = useTheme();
  return (
    <div role="group" aria-label={t("label")} className={className}>
      <div className="px-3 pt-1 text-xs text-slate-500" aria-hidden="true">
        {t("label")}
      </div>
      <div className="flex flex-wrap gap-1">
        {THEMES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === theme}
            onClick={() => setTheme(choice)}
            className="aria-pressed:bg-brand-50 aria-pressed:text-brand-700 rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:font-semibold"
          >
            {t(choice)}
          </button>
        ))}
      </div>
    </div>
  );
}
