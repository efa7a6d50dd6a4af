import type { ComponentProps } from "react";
import { type FieldProps, framedField } from "@/components/forms/field-frame";

/** A labelled select with the server's message for this field in red under it. */
export function SelectField(props: ComponentProps<"select"> & FieldProps) {
  return framedField(props, (select) => (
    <select
      className="aria-[invalid=true]:border-error min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      {...select}
    />
  ));
}
