"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { isAnswerCorrect } from "@/lib/domain/answers";

/** Keys typed in a field, or in a dialog (the confirmation), are not picks. */
const NOT_PICKS = "input, textarea, select, [contenteditable='true'], [role='dialog'], [role='alertdialog']";

function markOf(choice: string, picked: string | null, accepted: string) {
  if (picked === null) return null;
  if (isAnswerCorrect(choice, accepted))
    return { mark: "✓", note: "correctAnswer" as const, tone: "border-success bg-success/5" };
  if (choice === picked) return { mark: "✗", note: "yourAnswer" as const, tone: "border-error bg-error/5" };
  return null;
}

/**
 * The answers of a choice question as numbered buttons: a click or the key
 * of its number picks one, and picking is answering. The group takes the
 * focus on every question, so the whole test can be taken from the keyboard
 * without a stray Enter picking for the next question. Once picked
 * (`picked`), the pick and the right answer are marked.
 */
export function ChoiceList({
  questionId,
  choices,
  lang,
  picked,
  accepted,
  disabled,
  onPick,
}: {
  questionId: number;
  choices: readonly string[];
  lang: string;
  picked: string | null;
  accepted: string;
  disabled: boolean;
  onPick: (choice: string) => void;
}) {
  const t = useTranslations("test.choice");
  const groupRef = useRef<HTMLDivElement>(null);
  const locked = disabled || picked !== null;

  useEffect(() => {
    groupRef.current?.focus();
  }, [questionId]);

  useEffect(() => {
    if (locked) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(NOT_PICKS)) return;
      const choice = /^[1-9]$/.test(event.key) ? choices[Number(event.key) - 1] : undefined;
      if (choice === undefined) return;
      event.preventDefault();
      onPick(choice);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choices, locked, onPick]);

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={groupRef}
        role="group"
        aria-labelledby="test-prompt"
        aria-describedby="choice-keys"
        tabIndex={-1}
        className="focus-visible:ring-brand-500 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
      >
        <ol className="grid gap-2 sm:grid-cols-2">
          {choices.map((choice, position) => (
            <li key={`${questionId}-${position}`}>
              <ChoiceButton
                choice={choice}
                position={position}
                lang={lang}
                mark={markOf(choice, picked, accepted)}
                disabled={locked}
                onPick={onPick}
              />
            </li>
          ))}
        </ol>
      </div>
      <p id="choice-keys" className="text-xs text-slate-600">
        {t("keys", { count: choices.length })}
      </p>
    </div>
  );
}

function ChoiceButton({
  choice,
  position,
  lang,
  mark,
  disabled,
  onPick,
}: {
  choice: string;
  position: number;
  lang: string;
  mark: ReturnType<typeof markOf>;
  disabled: boolean;
  onPick: (choice: string) => void;
}) {
  const t = useTranslations("test.choice");
  return (
    <button
      type="button"
      disabled={disabled}
      aria-keyshortcuts={String(position + 1)}
      onClick={() => onPick(choice)}
      className={`enabled:hover:border-brand-500 enabled:hover:bg-brand-50 flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-base text-slate-900 transition-colors disabled:cursor-default ${mark?.tone ?? "border-slate-300 bg-white"}`}
    >
      <kbd
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded border border-slate-300 bg-slate-50 font-sans text-sm font-semibold text-slate-600"
      >
        {position + 1}
      </kbd>
      <span lang={lang} className="min-w-0 flex-1 break-words">
        {choice}
      </span>
      {mark ? (
        <span className="text-sm font-medium text-slate-700">
          <span aria-hidden="true">{mark.mark}</span>
          <span className="sr-only">{t(mark.note)}</span>
        </span>
      ) : null}
    </button>
  );
}
