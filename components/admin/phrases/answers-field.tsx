"use client";

import { useTranslations } from "next-intl";
import { AnswerRowInput } from "./answer-row-input";
import { useAnswerRows } from "./use-answer-rows";

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
  const t = useTranslations("admin.phrases");
  const { rows, type, commitTyped, insertAfter, remove, submitOnEnter } = useAnswerRows(value, onChange);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? "answers-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t("answers")}</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <AnswerRowInput
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            readOnly={readOnly}
            invalid={Boolean(error)}
            onType={(text) => type(row.id, text)}
            onCommit={commitTyped}
            onSubmitKey={submitOnEnter}
            onInsertAfter={() => insertAfter(index)}
            onRemove={() => remove(index)}
          />
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
