import type { ComponentProps } from "react";
import { type FieldProps, framedField } from "./field-frame";

/** A labelled input with the server's message for this field in red under it. */
export function TextField(props: ComponentProps<"input"> & FieldProps) {
  return framedField(props, (input) => (
    <input
      className="aria-[invalid=true]:border-error min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-50 disabled:bg-slate-100"
      {...input}
    />
  ));
}
