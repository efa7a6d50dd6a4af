"use client";

import { useTranslations } from "next-intl";
import type { FormEvent, ReactNode, RefObject } from "react";
import { TextField } from "@/components/forms/text-field";

/**
 * One question of a test or a review: where the learner is, the Russian
 * prompt, the answer field (Enter answers) and what follows it. The field is
 * described by the prompt, so a screen reader announces each new prompt when
 * the field takes the focus. A question may show its prompt its own way
 * (`promptView`, holding the element with id "test-prompt") and be answered
 * by choices instead of the field.
 */
export function QuestionCard({
  onSubmit,
  progress,
  instruction,
  status,
  prompt,
  promptLang = "ru",
  promptView,
  choices,
  inputRef,
  draft,
  onDraftChange,
  error,
  disabled,
  readOnly,
  children,
  footer,
}: {
  onSubmit: (event: FormEvent) => void;
  progress: ReactNode;
  instruction: string;
  status?: ReactNode;
  prompt: string;
  promptLang?: string;
  promptView?: ReactNode;
  /** Answers to pick from, shown instead of the answer field. */
  choices?: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  draft: string;
  onDraftChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
  readOnly?: boolean;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const t = useTranslations("test.question");
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {progress}
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
          {instruction}
          {status}
        </p>
        {promptView ?? (
          <p
            id="test-prompt"
            lang={promptLang}
            className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl"
          >
            {prompt}
          </p>
        )}
      </div>
      {choices ?? (
        <TextField
          ref={inputRef}
          label={t("yourAnswer")}
          name="answer"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          error={error ?? undefined}
          aria-describedby={error ? "test-prompt field-answer-error" : "test-prompt"}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
        />
      )}
      {children}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
        {footer}
      </div>
    </form>
  );
}
