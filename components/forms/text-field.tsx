import type { ComponentProps } from "react";
import { FieldFrame } from "./field-frame";

/** A labelled input with the server's message for this field in red under it. */
export function TextField({
  label,
  name,
  error,
  className = "",
  ...input
}: ComponentProps<"input"> & { label: string; name: string; error?: string }) {
  const id = input.id ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-[invalid=true]:border-error min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-50 disabled:bg-slate-100"
        {...input}
      />
    </FieldFrame>
  );
}
