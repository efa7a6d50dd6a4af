"use client";

import { type KeyboardEvent, useState } from "react";
import { flushSync } from "react-dom";

export type AnswerRow = { id: number; text: string };
type Rows = { source: string[]; rows: AnswerRow[]; seq: number };

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
 * The rows behind the answers field. Typing stays in the rows' own state and
 * reaches the form's draft (`onChange`) when it is committed: when a field
 * loses focus, a row is added or removed, or Enter saves the form.
 */
export function useAnswerRows(value: string[], onChange: (answers: string[]) => void) {
  const [state, setState] = useState(() => rowsFrom(value, 0));
  let current = state;
  // The form replaced the answers (Edit, Cancel, a saved reload): start again from them.
  if (state.source !== value) {
    current = rowsFrom(value, state.seq);
    setState(current);
  }
  const { rows, seq } = current;

  const commit = (next: AnswerRow[], nextSeq = seq) => {
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

  return { rows, type, commitTyped: () => commit(rows), insertAfter, remove, submitOnEnter };
}
