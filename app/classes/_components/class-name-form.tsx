"use client";

import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";

/** A class's name in one field and its button: opening a class ("create"), or renaming one. */
export function ClassNameForm<T>({
  purpose,
  action,
  onDone,
  name,
}: {
  purpose: "create" | "rename";
  action: Parameters<typeof useToastedAction<T>>[0];
  onDone: (saved: T) => void;
  /** The name now, when renaming. */
  name?: string;
}) {
  const t = useTranslations("classes");
  const [errors, submit] = useToastedAction(
    action,
    { failed: t(`${purpose}.failed`), succeeded: t(`${purpose}.done`) },
    onDone,
  );
  return (
    <form action={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        key={name}
        label={t(`${purpose}.name`)}
        name="name"
        defaultValue={name}
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        className="grow"
      />
      <div className={errors.name ? "sm:mb-6" : undefined}>
        <SubmitButton pendingLabel={t(`${purpose}.pending`)} className="shrink-0">
          {t(`${purpose}.submit`)}
        </SubmitButton>
      </div>
    </form>
  );
}
