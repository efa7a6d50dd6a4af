"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import type { AnswerRow } from "./use-answer-rows";

const INPUT_CLASS =
  "aria-[invalid=true]:border-error min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-50";
const ICON_BUTTON_CLASS =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-white";

/** One accepted answer: its number, its field and, while editing, the buttons to add or remove a row. */
export function AnswerRowInput({
  row,
  index,
  count,
  readOnly,
  invalid,
  onType,
  onCommit,
  onSubmitKey,
  onInsertAfter,
  onRemove,
}: {
  row: AnswerRow;
  index: number;
  /** How many rows there are: the last one cannot be removed. */
  count: number;
  readOnly: boolean;
  invalid: boolean;
  onType: (text: string) => void;
  onCommit: () => void;
  onSubmitKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  onInsertAfter: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations("admin.phrases");
  const n = index + 1;
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="hidden w-5 shrink-0 text-right text-sm text-slate-500 tabular-nums sm:inline"
      >
        {index + 1}.
      </span>
      <input
        id={`answer-${row.id}`}
        name="answers"
        aria-label={t("answer", { n })}
        aria-invalid={invalid ? true : undefined}
        className={INPUT_CLASS}
        value={row.text}
        readOnly={readOnly}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => {
          if (!readOnly) onCommit();
        }}
        onKeyDown={readOnly ? undefined : onSubmitKey}
      />
      {readOnly ? null : (
        <>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label={t("addAfter", { n })}
            title={t("addBelow")}
            onClick={onInsertAfter}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
            </svg>
          </button>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label={t("removeAnswer", { n })}
            title={count > 1 ? t("removeThis") : t("needsOne")}
            disabled={count <= 1}
            onClick={onRemove}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5 9h10a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2Z" />
            </svg>
          </button>
        </>
      )}
    </li>
  );
}
