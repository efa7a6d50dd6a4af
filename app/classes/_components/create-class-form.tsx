"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { createClassAction } from "../actions";
import { ClassNameForm } from "./class-name-form";

/** The name of a new class; once created, its page opens. */
export function CreateClassForm() {
  const router = useRouter();
  const t = useTranslations("classes.create");
  return (
    <ClassNameForm
      texts={{
        name: t("name"),
        submit: t("submit"),
        pending: t("pending"),
        failed: t("failed"),
        done: t("done"),
      }}
      action={createClassAction}
      onDone={(created) => router.push(`/classes/${created.id}`)}
    />
  );
}
