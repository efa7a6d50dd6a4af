"use client";

import { useTranslations } from "next-intl";
import { ClassNameForm } from "../../_components/class-name-form";
import { renameClassAction } from "../actions";

/** The class's name, saved with Rename. */
export function RenameForm({ classId, name }: { classId: number; name: string }) {
  const t = useTranslations("classes.rename");
  return (
    <ClassNameForm
      texts={{
        name: t("name"),
        submit: t("submit"),
        pending: t("pending"),
        failed: t("failed"),
        done: t("done"),
      }}
      name={name}
      action={(values) => renameClassAction(classId, values)}
      onDone={() => undefined}
    />
  );
}
