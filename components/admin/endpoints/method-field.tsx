import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";
import { HTTP_METHODS } from "@/lib/types/access";

/** "Method": a select while editing; in view mode a read-only field like its neighbours. */
export function MethodField({
  value,
  readOnly,
  onChange,
  error,
}: {
  value: string;
  readOnly: boolean;
  onChange: (method: string) => void;
  error?: string;
}) {
  const t = useTranslations("adminAccess.endpoints");
  if (readOnly) return <TextField label={t("method")} name="method" value={value} readOnly translate="no" />;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="field-method" className="text-sm font-medium text-slate-700">
        {t("method")}
      </label>
      <select
        id="field-method"
        name="method"
        translate="no"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-method-error" : undefined}
        className="aria-[invalid=true]:border-error min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        {HTTP_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </select>
      {error ? (
        <p id="field-method-error" className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
