import type { ComponentProps } from "react";

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
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-[invalid=true]:border-error min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-50 disabled:bg-slate-100"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
