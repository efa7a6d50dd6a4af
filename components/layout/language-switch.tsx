"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import type { ActionResult } from "@/lib/types/action-result";

export type ChooseLocale = (input: { locale: Locale }) => Promise<ActionResult<{ locale: Locale }>>;

/** Saves the choice (the account's when signed in, the browser's always) and renders the page in it. */
function useChooseLocale(chooseLocale: ChooseLocale) {
  const router = useRouter();
  const t = useTranslations("common.language");
  const [pending, startTransition] = useTransition();
  const choose = (locale: Locale) =>
    startTransition(async () => {
      const result = await chooseLocale({ locale });
      if (result.ok) router.refresh();
      else toast.error(t("failed"));
    });
  return { choose, pending };
}

/**
 * English / Русский, each named in its own language (and marked so for
 * screen readers); the current one is pressed.
 */
export function LanguageSwitch({
  choose: chooseLocale,
  className = "",
}: {
  choose: ChooseLocale;
  className?: string;
}) {
  const current = useLocale();
  const t = useTranslations("common.language");
  const { choose, pending } = useChooseLocale(chooseLocale);
  return (
    <div role="group" aria-label={t("label")} className={`flex gap-1 ${className}`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending}
          onClick={() => {
            if (locale !== current) choose(locale);
          }}
          className="aria-pressed:bg-brand-50 aria-pressed:text-brand-700 rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:font-semibold"
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
