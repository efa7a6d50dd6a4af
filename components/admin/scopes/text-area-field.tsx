import type { ComponentProps } from "react";
import { FieldFrame } from "@/components/forms/field-frame";

/** TextField's multi-line sibling: a labelled textarea with the server's message in red under it. */
export function TextAreaField({
  label,
  name,
  error,
  className = "",
  ...textarea
}: ComponentProps<"textarea"> & { label: string; name: string; error?: string }) {
  const id = textarea.id ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-[invalid=true]:border-error min-h-20 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:resize-none read-only:bg-slate-50"
        {...textarea}
      />
    </FieldFrame>
  );
}
