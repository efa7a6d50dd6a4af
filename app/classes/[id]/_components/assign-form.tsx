"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { EmptyText } from "@/components/ui/status";
import { assignUnitAction } from "../actions";
import { SelectField } from "./select-field";

export type Choice = { value: string; label: string };

/**
 * The form's fields as the REST call's body: a unit's id, a test type or
 * null (any), a day or null, and the pass mark as a share of 1 (typed in %).
 * What is not a number goes as it is typed, for the schema to refuse.
 */
function assignmentOf(values: Record<string, FormDataEntryValue>) {
  const text = (name: string) => String(values[name] ?? "").trim();
  const number = (value: string) => (value === "" || Number.isNaN(Number(value)) ? value : Number(value));
  const percent = number(text("passMark"));
  return {
    unitId: number(text("unitId")),
    testType: text("testType") || null,
    dueDate: text("dueDate") || null,
    ...(text("passMark") === "" ? {} : { passMark: typeof percent === "number" ? percent / 100 : percent }),
  };
}

/** Assign a unit: which unit, optionally which test type and by when, and the pass mark. */
export function AssignForm({
  classId,
  units,
  testTypes,
  defaultPassMark,
}: {
  classId: number;
  units: Choice[];
  testTypes: Choice[];
  defaultPassMark: number;
}) {
  const t = useTranslations("classes.assignments");
  const form = useRef<HTMLFormElement>(null);
  const [errors, submit] = useToastedAction(
    (values) => assignUnitAction(classId, assignmentOf(values)),
    { failed: t("assignFailed"), succeeded: t("assigned") },
    () => form.current?.reset(),
  );
  if (units.length === 0) return <EmptyText>{t("noUnits")}</EmptyText>;
  return (
    <form ref={form} action={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <SelectField label={t("unit")} name="unitId" defaultValue="" required error={errors.unitId}>
        <option value="" disabled>
          {t("chooseUnit")}
        </option>
        {units.map((unit) => (
          <option key={unit.value} value={unit.value} translate="no">
            {unit.label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("testType")} name="testType" defaultValue="" error={errors.testType}>
        <option value="">{t("anyType")}</option>
        {testTypes.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextField label={t("dueDate")} name="dueDate" type="date" error={errors.dueDate} />
      <TextField
        label={t("passMark")}
        name="passMark"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        defaultValue={Math.round(defaultPassMark * 100)}
        error={errors.passMark}
      />
      <div className="sm:col-span-2">
        <SubmitButton pendingLabel={t("pending")} className="shrink-0">
          {t("assign")}
        </SubmitButton>
      </div>
    </form>
  );
}
