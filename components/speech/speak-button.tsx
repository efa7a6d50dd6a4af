"use client";

import { useTranslations } from "next-intl";
import { speak, useEnglishVoice } from "./use-english-voice";

/** A button that reads an English word or sentence aloud; absent where the browser has no English voice. */
export function SpeakButton({
  text,
  compact = false,
  className = "",
}: {
  text: string;
  /** A smaller button, for table rows. */
  compact?: boolean;
  className?: string;
}) {
  const t = useTranslations("test.speak");
  const voice = useEnglishVoice();
  if (!voice || text.trim() === "") return null;
  const label = t("pronounce", { text });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => speak(text, voice)}
      className={`text-brand-700 hover:bg-brand-50 inline-flex ${compact ? "size-8" : "size-9"} shrink-0 items-center justify-center rounded-full align-middle transition-colors ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
        <path strokeWidth="2" strokeLinejoin="round" d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
        <path strokeWidth="2" strokeLinecap="round" d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
      </svg>
    </button>
  );
}
