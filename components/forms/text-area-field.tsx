import type { ComponentProps } from "react";
import { type FieldProps, framedField } from "./field-frame";

/** TextField's multi-line sibling: a labelled textarea with the server's message in red under it. */
export function TextAreaField(props: ComponentProps<"textarea"> & FieldProps) {
  return framedField(props, (textarea) => (
    <textarea
      rows={3}
      className="aria-[invalid=true]:border-error min-h-20 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:resize-none read-only:bg-slate-50"
      {...textarea}
    />
  ));
}
