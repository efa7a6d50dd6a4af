"use client";

import type { ComponentProps } from "react";
import { TextField } from "@/components/forms/text-field";
import { TextAreaField } from "@/components/forms/text-area-field";
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

/** A text field bound to one text field of an administration form's draft. */
export function DraftTextField<T>({ form, name, ...input }: DraftFieldProps<T, "input">) {
  return <TextField {...input} {...bound(form, name)} />;
}

/** The multi-line sibling of DraftTextField. */
export function DraftTextAreaField<T>({ form, name, ...textarea }: DraftFieldProps<T, "textarea">) {
  return <TextAreaField {...textarea} {...bound(form, name)} />;
}
