"use client";

import { type KeyboardEvent, useState } from "react";
import { flushSync } from "react-dom";

type Row = { id: number; text: string };
type Rows = { source: string[]; rows: Row[]; seq: number };

const INPUT_CLASS =
  "aria-[invalid=true]:border-error min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-50";
const ICON_BUTTON_CLASS =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-white";

/** Rows of the given answers; an empty list is shown as one blank row to type into. */
function rowsFrom(answers: string[], seq: number): Rows {
  const texts = answers.length > 0 ? answers : [""];
  return {
    source: answers,
    rows: texts.map((text, index) => ({ id: seq + index, text })),
    seq: seq + texts.length,
  };
}

function focusRow(id: number | undefined) {
  if (id !== undefined) document.getElementById(`answer-${id}`)?.focus();
}

/**
 * The accepted answers of a phrase. Typing stays in the rows' own state and
 * reaches the form's draft when a field loses focus (or a row is added or
 * removed), so the draft is not rewritten on every keystroke.
 */
export function AnswersField({
  value,
  onChange,
  readOnly,
  error,
}: {
  value: string[];
  onChange: (answers: string[]) => void;
  readOnly: boolean;
  error?: string;
}) {
  const [state, setState] = useState(() => rowsFrom(value, 0));
  let current = state;
  // The form replaced the answers (Edit, Cancel, a saved reload): start again from them.
  if (state.source !== value) {
    current = rowsFrom(value, state.seq);
    setState(current);
  }
  const { rows, seq } = current;

  const commit = (next: Row[], nextSeq = seq) => {
    const answers = next.map((row) => row.text);
    setState({ source: answers, rows: next, seq: nextSeq });
    onChange(answers);
  };

  const type = (id: number, text: string) =>
    setState({ ...current, rows: rows.map((row) => (row.id === id ? { ...row, text } : row)) });

  const insertAfter = (index: number) => {
    const blank = { id: seq, text: "" };
    flushSync(() => commit([...rows.slice(0, index + 1), blank, ...rows.slice(index + 1)], seq + 1));
    focusRow(blank.id);
  };

  const remove = (index: number) => {
    if (rows.length <= 1) return;
    const neighbour = rows[index + 1] ?? rows[index - 1];
    flushSync(() => commit(rows.filter((_, position) => position !== index)));
    focusRow(neighbour?.id);
  };

  // Enter saves the form like in every other field; the typed text is committed
  // first so the save sends what the user sees.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const form = event.currentTarget.form;
    flushSync(() => commit(rows));
    form?.requestSubmit();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? "answers-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Answers</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={row.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="hidden w-5 shrink-0 text-right text-sm text-slate-500 tabular-nums sm:inline"
            >
              {index + 1}.
            </span>
            <input
              id={`answer-${row.id}`}
              name="answers"
              aria-label={`Answer ${index + 1}`}
              aria-invalid={error ? true : undefined}
              className={INPUT_CLASS}
              value={row.text}
              readOnly={readOnly}
              onChange={(event) => type(row.id, event.target.value)}
              onBlur={() => {
                if (!readOnly) commit(rows);
              }}
              onKeyDown={readOnly ? undefined : submitOnEnter}
            />
            {readOnly ? null : (
              <>
                <button
                  type="button"
                  className={ICON_BUTTON_CLASS}
                  aria-label={`Add an answer after answer ${index + 1}`}
                  title="Add an answer below"
                  onClick={() => insertAfter(index)}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                    <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
                  </svg>
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON_CLASS}
                  aria-label={`Remove answer ${index + 1}`}
                  title={rows.length > 1 ? "Remove this answer" : "A phrase needs at least one answer"}
                  disabled={rows.length <= 1}
                  onClick={() => remove(index)}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                    <path d="M5 9h10a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2Z" />
                  </svg>
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p id="answers-error" className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
