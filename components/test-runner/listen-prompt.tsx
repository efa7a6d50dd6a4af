"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { speak, useEnglishVoice } from "@/components/speech/use-english-voice";

/**
 * The prompt of a question that is heard, not read: the word is spoken when
 * the question appears (and when the voice arrives, if it comes late), and
 * a button plays it again. The written prompt (the Russian) is shown once
 * the question is answered, so it cannot give the word away.
 */
export function ListenPrompt({
  questionId,
  text,
  prompt,
  answered,
}: {
  questionId: number;
  text: string;
  prompt: string;
  answered: boolean;
}) {
  const t = useTranslations("test.listen");
  const voice = useEnglishVoice();

  useEffect(() => {
    // Each question is spoken as it appears, even one that sounds like the one before.
    if (voice) speak(text, voice);
  }, [questionId, text, voice]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => voice && speak(text, voice)}
        disabled={!voice}
        className="bg-brand-600 hover:bg-brand-700 disabled:bg-brand-600/50 inline-flex min-h-12 items-center gap-2 rounded-full px-5 py-2 font-medium text-white transition-colors"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor">
          <path strokeWidth="2" strokeLinejoin="round" d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
          <path strokeWidth="2" strokeLinecap="round" d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
        </svg>
        {t("again")}
      </button>
      {answered ? (
        <p id="test-prompt" lang="ru" className="text-2xl font-semibold break-words text-slate-900">
          {prompt}
        </p>
      ) : (
        <p id="test-prompt" className="text-slate-700">
          {t("hint")}
        </p>
      )}
    </div>
  );
}
