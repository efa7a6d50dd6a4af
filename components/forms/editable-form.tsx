"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/types/action-result";

export type EditableField<T> = {
  name: keyof T & string;
  label: string;
  type: "text" | "email" | "number";
};

type Values = Record<string, string | number>;

type EditableFormProps<T extends Values> = {
  fields: readonly EditableField<T>[];
  initial: T;
  save: (input: unknown) => Promise<ActionResult<T>>;
  texts: { saved: string; failed: string };
  /** Beside Edit, or beside Cancel and Save while editing. */
  extra?: ReactNode;
  /** The Edit button's text, where a page has more than one such form. */
  editLabel?: string;
};

const asText = (values: Values): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

type FieldsProps<T extends Values> = Omit<EditableFormProps<T>, "initial"> & {
  saved: T;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved?: T) => void;
};

/**
 * The fields, read-only or being edited. It mounts anew each time editing
 * starts, so a draft and its errors never outlive their edit.
 */
function Fields<T extends Values>({
  fields,
  saved,
  save,
  texts,
  extra,
  editLabel,
  editing,
  onEdit,
  onDone,
}: FieldsProps<T>) {
  const t = useTranslations("ui.buttons");
  const [draft, setDraft] = useState(() => asText(saved));
  const [errors, submit] = useToastedAction(save, { failed: texts.failed, succeeded: texts.saved }, onDone);

  return (
    <form action={submit} className="mt-4 flex flex-col gap-4" noValidate>
      {fields.map(({ name, label, type }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type={type}
          {...(type === "number" ? { inputMode: "numeric" as const } : {})}
          value={editing ? draft[name] : String(saved[name])}
          readOnly={!editing}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          error={editing ? errors[name] : undefined}
        />
      ))}
      <div className="flex flex-wrap justify-between gap-2">
        {extra ?? <span />}
        {editing ? (
          <CancelSaveButtons onCancel={() => onDone()} />
        ) : (
          <Button onClick={onEdit}>{editLabel ?? t("edit")}</Button>
        )}
      </div>
    </form>
  );
}

/** Saved values, read-only until Edit; Save returns to read-only with what the server kept. */
export function EditableForm<T extends Values>({ initial, ...props }: EditableFormProps<T>) {
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState(0);
  const [saved, setSaved] = useState(initial);
  return (
    <Fields
      key={edits}
      {...props}
      saved={saved}
      editing={editing}
      onEdit={() => {
        setEdits(edits + 1);
        setEditing(true);
      }}
      onDone={(next) => {
        if (next) setSaved(next);
        setEditing(false);
      }}
    />
  );
}
