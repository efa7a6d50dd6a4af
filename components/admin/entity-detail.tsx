"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { FieldKeepingForm } from "@/components/forms/field-keeping-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { capitalized } from "@/lib/domain/capitalized";
import { markOf } from "@/lib/admin/list-items";
import type { FieldErrors } from "@/lib/errors";
import type { RecordSection } from "./record-section";
import { useSection } from "./section-context";
import { useRecordDetail } from "./use-record-detail";

/** The record a section's detail shows, and whether it is a new one (create mode). */
export type DetailProps<T> = { record: T; isNew: boolean };

export type FieldsProps<T> = {
  draft: T;
  setDraft: (next: T) => void;
  readOnly: boolean;
  errors: FieldErrors;
};

/** Edit / Cancel / Delete / Save, held while the form's save (or a delete) is under way. */
function DetailButtons({
  readOnly,
  isNew,
  viewActions,
  removing,
  onEdit,
  onCancel,
  onRemove,
}: {
  readOnly: boolean;
  isNew: boolean;
  viewActions?: ReactNode;
  removing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onRemove?: () => void;
}) {
  const t = useTranslations("admin.detail");
  const pending = useFormStatus().pending || removing;
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
      {readOnly ? (
        <>
          {viewActions}
          <Button onClick={onEdit} disabled={isNew}>
            {t("edit")}
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
          {onRemove ? (
            <Button variant="danger" onClick={onRemove} disabled={isNew || pending}>
              {t("delete")}
            </Button>
          ) : null}
          <Button type="submit" disabled={pending}>
            {t("save")}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The common detail of every administration section, given the section's
 * definition: the record's fields (server messages under them), Edit /
 * Cancel / Delete / Save, confirmation before delete, and navigation to the
 * saved record or back to the list.
 */
export function EntityDetail<T>({
  section,
  record,
  isNew,
  fields: Fields,
  viewActions,
}: DetailProps<T> & {
  section: RecordSection<T>;
  fields: (props: FieldsProps<T>) => ReactNode;
  viewActions?: ReactNode;
}) {
  const detail = useRecordDetail(section, record, isNew);
  const noun = capitalized(useSection().noun);
  const heading = isNew ? "" : section.heading(record);
  const { readOnly } = detail;
  return (
    <Card>
      {/* The form is its draft's: a refused save keeps every field and checkbox as edited. */}
      <FieldKeepingForm action={detail.saveAction} noValidate className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold break-words text-slate-900">
          {heading ? <span {...markOf(section.headingMark)}>{heading}</span> : noun}
        </h2>
        <Fields draft={detail.draft} setDraft={detail.setDraft} readOnly={readOnly} errors={detail.errors} />
        <DetailButtons
          readOnly={readOnly}
          isNew={isNew}
          viewActions={viewActions}
          removing={detail.removing}
          onEdit={detail.startEdit}
          onCancel={detail.cancel}
          onRemove={detail.remove}
        />
      </FieldKeepingForm>
    </Card>
  );
}
