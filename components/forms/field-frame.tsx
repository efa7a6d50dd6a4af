import type { ReactNode } from "react";

/** What a field shows around its control: a label, and the server's message for it. */
export type FieldProps = { label: string; name: string; error?: string; id?: string; className?: string };

/** What ties a control to its label and to its message (read out with it while it is invalid). */
type ControlAttributes = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The label above a control and the server's message for it in red below (`${id}-error`). */
function FieldFrame({
  id: givenId,
  name,
  label,
  error,
  className = "",
  control,
}: FieldProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const id = givenId ?? `field-${name}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {control({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field from its props: the label, message, id and class go to the frame;
 * the rest goes to the control, with what ties it to its label and message.
 */
export function framedField<P extends FieldProps>(
  { id, name, label, error, className, ...own }: P,
  control: (props: Omit<P, keyof FieldProps> & ControlAttributes) => ReactNode,
) {
  return (
    <FieldFrame
      {...{ id, name, label, error, className }}
      control={(attributes) => control({ ...own, ...attributes })}
    />
  );
}
