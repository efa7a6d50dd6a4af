"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { SubmitButton } from "../../_components/submit-button";
import { renameClassAction } from "../actions";

/** The class's name, saved with Rename. */
export function RenameForm({ classId, name }: { classId: number; name: string }) {
  const t = useTranslations("classes.rename");
  const [errors, submit] = useToastedAction(
    (values) => renameClassAction(classId, values),
    { failed: t("failed"), succeeded: t("done") },
    () => undefined,
  );
  return (
    <form action={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        key={name}
        label={t("name")}
        name="name"
        defaultValue={name}
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        className="grow"
      />
      <div className={errors.name ? "sm:mb-6" : undefined}>
        <SubmitButton label={t("submit")} pending={t("pending")} />
      </div>
    </form>
  );
}
