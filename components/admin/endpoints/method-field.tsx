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
  if (readOnly) return <TextField label="Method" name="method" value={value} readOnly />;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="field-method" className="text-sm font-medium text-slate-700">
        Method
      </label>
      <select
        id="field-method"
        name="method"
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
