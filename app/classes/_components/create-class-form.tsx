"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { createClassAction } from "../actions";
import { SubmitButton } from "./submit-button";

/** The name of a new class; once created, its page opens. */
export function CreateClassForm() {
  const t = useTranslations("classes.create");
  const router = useRouter();
  const [errors, submit] = useToastedAction(
    createClassAction,
    { failed: t("failed"), succeeded: t("done") },
    (created) => router.push(`/classes/${created.id}`),
  );
  return (
    <form action={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={t("name")}
        name="name"
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
