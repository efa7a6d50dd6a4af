"use client";

import type { ComponentProps } from "react";
import { TextField } from "@/components/forms/text-field";
import { TextAreaField } from "@/components/forms/text-area-field";
import { slugOf } from "@/lib/domain/slug";
import type { FieldsProps } from "./entity-detail";

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type DraftFieldProps<T, Element extends "input" | "textarea"> = Omit<
  ComponentProps<Element>,
  "name" | "value" | "onChange" | "form"
> & {
  /** The detail form the field belongs to: its draft, read-only state and field errors. */
  form: FieldsProps<T>;
  name: TextKey<T>;
  label: string;
};

function bound<T>({ draft, setDraft, readOnly, errors }: FieldsProps<T>, name: TextKey<T>) {
  return {
    name,
    value: draft[name] as string,
    readOnly,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    error: errors[name],
  };
}

/** The url a name gives a new record: its slug, or nothing while the name is empty. */
const urlOf = (name: string, fallback: string) => (name.trim() === "" ? "" : slugOf(name, fallback));

/**
 * A new record's url follows its name (its slug) while the url is the one
 * the name gave, or empty: once typed by hand, it is left as typed. A saved
 * record's url never follows, since links to it would break.
 */
function withUrlFrom<T>(
  form: FieldsProps<T>,
  name: TextKey<T>,
  url: { field: TextKey<T>; fallback: string },
) {
  const field = bound(form, name);
  const { draft, setDraft } = form;
  const isNew = !(draft as { id?: number }).id;
  const following = (draft[url.field] as string) === urlOf(draft[name] as string, url.fallback);
  if (!isNew || !following) return field;
  return {
    ...field,
    onChange: (event: { target: { value: string } }) =>
      setDraft({
        ...draft,
        [name]: event.target.value,
        [url.field]: urlOf(event.target.value, url.fallback),
      }),
  };
}

/** A text field bound to one text field of an administration form's draft (and, for a name, the url it gives). */
export function DraftTextField<T>({
  form,
  name,
  urlFrom,
  ...input
}: DraftFieldProps<T, "input"> & {
  /** This field names a new record: its url field follows it (a slug; `fallback` for a name of signs only). */
  urlFrom?: { field: TextKey<T>; fallback: string };
}) {
  return <TextField {...input} {...(urlFrom ? withUrlFrom(form, name, urlFrom) : bound(form, name))} />;
}

/** The multi-line sibling of DraftTextField. */
export function DraftTextAreaField<T>({ form, name, ...textarea }: DraftFieldProps<T, "textarea">) {
  return <TextAreaField {...textarea} {...bound(form, name)} />;
}
