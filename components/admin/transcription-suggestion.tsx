"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import type { ActionResult } from "@/lib/types/action-result";

type Suggestion = { en: string; transcription: string };

/** How long typing rests before the dictionary is asked: one request per word, not per letter. */
const TYPING_PAUSE_MS = 350;

/**
 * The dictionary's transcription of the English word being typed, with a
 * button that puts it in the field. Shown only while it would change the
 * field: an editor who typed their own (British) transcription is not nagged.
 */
export function TranscriptionSuggestion({
  en,
  current,
  onUse,
  suggest,
}: {
  en: string;
  current: string;
  onUse: (transcription: string) => void;
  suggest: (en: string) => Promise<ActionResult<Suggestion | null>>;
}) {
  const t = useTranslations("admin.words");
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const typed = en.trim();
  const settleAction = useSettleAction();

  useEffect(() => {
    if (!typed) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await settleAction(() => suggest(typed));
      if (current) setSuggestion(result.ok ? result.data : null);
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, suggest, settleAction]);

  const shown = suggestion && suggestion.en === typed && suggestion.transcription !== current.trim();
  return (
    <p className="flex min-h-6 flex-wrap items-center gap-x-2 text-sm text-slate-600" aria-live="polite">
      {shown ? (
        <>
          <span>{t("suggestedTranscription", { transcription: suggestion.transcription })}</span>
          <button
            type="button"
            className="text-brand-700 rounded font-medium underline underline-offset-2"
            onClick={() => onUse(suggestion.transcription)}
          >
            {t("useSuggestion")}
          </button>
        </>
      ) : null}
    </p>
  );
}
