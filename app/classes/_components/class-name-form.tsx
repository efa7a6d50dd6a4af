"use client";

import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { SubmitButton } from "./submit-button";

/** A class's name in one field and its button: opening a class, or renaming one. */
export function ClassNameForm<T>({
  texts,
  action,
  onDone,
  name,
}: {
  texts: { name: string; submit: string; pending: string; failed: string; done: string };
  action: Parameters<typeof useToastedAction<T>>[0];
  onDone: (saved: T) => void;
  /** The name now, when renaming. */
  name?: string;
}) {
  const [errors, submit] = useToastedAction(action, { failed: texts.failed, succeeded: texts.done }, onDone);
  return (
    <form action={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        key={name}
        label={texts.name}
        name="name"
        defaultValue={name}
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        className="grow"
      />
      <div className={errors.name ? "sm:mb-6" : undefined}>
        <SubmitButton label={texts.submit} pending={texts.pending} />
      </div>
    </form>
  );
}
