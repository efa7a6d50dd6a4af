import type { ComponentProps } from "react";

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
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-[invalid=true]:border-error min-h-20 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:resize-none read-only:bg-slate-50"
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
