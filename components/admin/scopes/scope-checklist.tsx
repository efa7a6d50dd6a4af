"use client";

import { useTranslations } from "next-intl";
import { EmptyText, ErrorText } from "@/components/ui/status";
import type { ScopeDto } from "@/lib/types/access";
import type { FieldsProps } from "@/components/admin/entity-detail";

/**
 * The scopes of an endpoint or a user. Editing: a checklist of every scope.
 * Viewing: only the held scopes, without checkboxes.
 */
export function ScopeChecklist<T extends { scopes: string[] }>({
  form: { draft, setDraft, readOnly, errors },
  options,
  loadError,
}: {
  /** The form whose `scopes` field (values of the held scopes) this edits, with its server message. */
  form: FieldsProps<T>;
  /** Every scope, plus any held one the list could not load. */
  options: ScopeDto[];
  /** Why the list of every scope could not be loaded. */
  loadError?: string;
}) {
  const t = useTranslations("adminAccess.scopes");
  const selected = draft.scopes;
  const error = errors.scopes;
  const onChange = (values: string[]) => setDraft({ ...draft, scopes: values });
  const held = new Set(selected);
  const shown = readOnly ? options.filter((scope) => held.has(scope.value)) : options;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "field-scopes-error" : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {/* "Scopes list (n)" with n the checked scopes, or "(empty)" when none is checked. */}
        {selected.length > 0 ? t("list", { count: selected.length }) : t("listEmpty")}
      </legend>
      {loadError ? <ErrorText message={loadError} /> : null}
      {shown.length === 0 ? (
        <div className="rounded-lg border border-slate-200">
          <EmptyText />
        </div>
      ) : (
        <ul
          className={`max-h-[300px] divide-y divide-slate-100 overflow-y-auto rounded-lg border ${
            error ? "border-error" : "border-slate-200"
          } ${readOnly ? "bg-slate-50" : "bg-white"}`}
        >
          {shown.map((scope) => (
            <li key={scope.value}>
              {readOnly ? (
                <ScopeText scope={scope} className="px-3 py-2" />
              ) : (
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name="scopes"
                    value={scope.value}
                    checked={held.has(scope.value)}
                    onChange={(event) => toggle(scope.value, event.target.checked)}
                    className="accent-brand-600 mt-1 size-4 shrink-0"
                  />
                  <ScopeText scope={scope} />
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id="field-scopes-error" className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ScopeText({ scope, className = "" }: { scope: ScopeDto; className?: string }) {
  return (
    <span className={`flex min-w-0 flex-col ${className}`}>
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-slate-800" translate="no">
          {scope.name}
        </span>
        <code className="rounded bg-slate-100 px-1.5 text-xs text-slate-600" translate="no">
          {scope.value}
        </code>
      </span>
      {scope.description ? (
        <span className="text-xs text-slate-500" translate="no">
          {scope.description}
        </span>
      ) : null}
    </span>
  );
}
