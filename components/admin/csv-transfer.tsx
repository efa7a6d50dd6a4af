"use client";

import { useTranslations } from "next-intl";
import { type ChangeEvent, useActionState, useState } from "react";
import { useFormStatus } from "react-dom";
import { FieldKeepingForm } from "@/components/forms/field-keeping-form";
import { useSettleAction } from "@/components/forms/settle-action";
import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-link";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { FetchPage } from "@/components/lists/use-server-list";
import type { ListItem } from "@/lib/admin/list-items";
import type { ActionResult } from "@/lib/types/action-result";
import type { Restored } from "@/lib/validation/bulk";
import type { ImportReport } from "@/lib/validation/transfer";
import { ImportPreview, type PreviewFields } from "./import-preview";
import { type ImportTarget, ImportTargetChoice, targetFields, targetReady } from "./import-target";
import { useUndoToast } from "./undo-toast";

const MAX_FILE_BYTES = 2_000_000;

/**
 * A file's text, refused unless it is UTF-8 (what the export writes, and
 * Anki and Quizlet too). Its line ends are made LF, as the text box holds
 * them: a Windows file (CRLF) is then sent as it is shown, and its preview
 * belongs to the text in the box.
 */
async function fileText(file: File, texts: { tooLarge: string; notUtf8: string }): Promise<string> {
  if (file.size > MAX_FILE_BYTES) throw new Error(texts.tooLarge);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    return text.replace(/\r\n?/g, "\n");
  } catch {
    throw new Error(texts.notUtf8);
  }
}

type ImportCall = (input: {
  csv: string;
  apply: boolean;
  skipInvalid: boolean;
  unit?: string;
  newUnit?: string;
}) => Promise<ActionResult<ImportReport>>;

/** An import's extras: the undo of the whole import, and (words) the unit its rows go to. */
type ImportExtras = {
  undo: (token: string) => Promise<ActionResult<Restored>>;
  findUnits?: FetchPage<ListItem>;
};

/** What the last preview or import answered, for the text it was sent. */
type Outcome = { csv: string; report: ImportReport | null; problem: string | null };

const NOTHING_SENT: Outcome = { csv: "", report: null, problem: null };

/** A file chosen for import: its text, or why it cannot be read. */
function CsvFileInput({ onRead }: { onRead: (text: string, failure?: string) => void }) {
  const t = useTranslations("admin.csv");
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      onRead(await fileText(file, { tooLarge: t("tooLarge"), notUtf8: t("notUtf8") }));
    } catch (error) {
      onRead("", (error as Error).message);
    }
  };
  return (
    <label className="flex flex-col gap-1 text-sm text-slate-700">
      {t("file")}
      <input
        type="file"
        accept=".csv,.tsv,.txt,text/csv"
        onChange={chooseFile}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-slate-800 hover:file:bg-slate-100"
      />
    </label>
  );
}

/** Preview and Import: submit buttons of the import form, held while it is sent. */
function ImportButtons({
  empty,
  blocked,
  writable,
  section,
  onCancel,
}: {
  empty: boolean;
  blocked: boolean;
  writable: number;
  section: string;
  onCancel: () => void;
}) {
  const t = useTranslations("admin.csv");
  const { pending } = useFormStatus();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" name="apply" value="false" variant="secondary" disabled={pending || empty}>
        {t("preview")}
      </Button>
      <Button type="submit" name="apply" value="true" disabled={pending || blocked}>
        {writable > 0
          ? t("importCount", { section, count: writable, n: String(writable) })
          : t("importPlain")}
      </Button>
    </div>
  );
}

/** Whether the rows the preview found invalid are left out, so the rest can be written. */
function SkipInvalidChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations("admin.csv");
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t("skipInvalid")}
    </label>
  );
}

/** The toast of an applied import: what it did, and its undo where the section offers one. */
function useImportToast(section: string, extras: ImportExtras | undefined) {
  const t = useTranslations("admin.csv");
  const showUndo = useUndoToast();
  return ({ counts, unit, undoToken }: ImportReport) => {
    const values = { section, added: String(counts.new), changed: String(counts.changed) };
    const message = unit ? t("importedInto", { ...values, unit: unit.name }) : t("imported", values);
    if (!undoToken || !extras) {
      toast.success(message);
      return;
    }
    showUndo(message, { undo: () => extras.undo(undoToken), undone: () => t("undone") });
  };
}

/**
 * The import dialog's form: a file or pasted rows, previewed row by row,
 * then applied in one transaction (the action revalidates the list).
 */
function ImportForm({
  section,
  preview,
  importAction,
  extras,
  onDone,
}: {
  section: string;
  preview: PreviewFields;
  importAction: ImportCall;
  extras?: ImportExtras;
  onDone: () => void;
}) {
  const t = useTranslations("admin.csv");
  const settleAction = useSettleAction();
  const announce = useImportToast(section, extras);
  const [csv, setCsv] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [target, setTarget] = useState<ImportTarget>({ kind: "none" });
  const [outcome, sendAction] = useActionState(
    async (previous: Outcome, form: FormData): Promise<Outcome> => {
      const apply = form.get("apply") === "true";
      const sent = String(form.get("csv") ?? "");
      const result = await settleAction(() =>
        importAction({ csv: sent, apply, skipInvalid, ...(apply ? targetFields(target) : {}) }),
      );
      if (!result.ok) {
        if (apply) toast.error(t("importFailed", { section }), { description: result.message });
        const report = previous.csv === sent ? previous.report : null;
        const reason = result.fields?.csv ?? result.fields?.newUnit ?? result.fields?.unit;
        return { csv: sent, report, problem: reason ?? result.message };
      }
      if (apply) {
        announce(result.data);
        setCsv("");
        onDone();
      }
      return { csv: sent, report: result.data, problem: null };
    },
    NOTHING_SENT,
  );
  // A report or a refusal speaks of the text it was sent; a new text starts afresh.
  const current = outcome.csv === csv ? outcome : NOTHING_SENT;
  const { report } = current;
  const problem = fileProblem ?? current.problem;
  const writable = report ? report.counts.new + report.counts.changed : 0;

  const write = (text: string, failure?: string) => {
    setCsv(text);
    setFileProblem(failure ?? null);
  };
  return (
    // The text is this form's state, kept from the preview to the import.
    <FieldKeepingForm action={sendAction} className="flex flex-col gap-3">
      <CsvFileInput onRead={write} />
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t("paste")}
        <textarea
          name="csv"
          value={csv}
          onChange={(event) => write(event.target.value)}
          rows={5}
          spellCheck={false}
          className="rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs"
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {report ? <ImportPreview report={report} fields={preview} /> : null}
      {report && extras?.findUnits ? (
        <ImportTargetChoice target={target} onChange={setTarget} findUnits={extras.findUnits} />
      ) : null}
      {report && report.counts.invalid > 0 ? (
        <SkipInvalidChoice checked={skipInvalid} onChange={setSkipInvalid} />
      ) : null}
      <ImportButtons
        empty={csv.trim() === ""}
        blocked={
          !report ||
          !targetReady(target) ||
          (writable === 0 && target.kind === "none") ||
          (report.counts.invalid > 0 && !skipInvalid)
        }
        writable={writable}
        section={section}
        onCancel={onDone}
      />
    </FieldKeepingForm>
  );
}

/**
 * What a section says of its CSV, in the chosen language: the dialog's title
 * and description (the header's columns), the preview and the import.
 */
export type CsvColumns = {
  title: string;
  description: string;
  preview: PreviewFields;
  importAction: ImportCall;
  /** The import's undo, and (words) the unit to import into. */
  extras?: ImportExtras;
};

/**
 * A section's rows in and out as CSV: the export is a download of the
 * section's GET export call; the import previews every row, then applies
 * them in one transaction.
 */
export function CsvTransfer({
  section,
  exportUrl,
  title,
  description,
  preview,
  importAction,
  extras,
}: Omit<CsvColumns, "importAction"> & {
  /** "words": the section whose rows these are (the file's name, and the texts that count them). */
  section: string;
  /** Null for a user who may not export, or import: the button is left out. */
  exportUrl: string | null;
  importAction: CsvColumns["importAction"] | null;
}) {
  const t = useTranslations("admin.csv");
  const [open, setOpen] = useState(false);
  return (
    <>
      {exportUrl ? (
        <a href={exportUrl} download={`${section}.csv`} className={buttonClass("ghost")}>
          {t("export")}
        </a>
      ) : null}
      {importAction ? (
        <>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t("import")}
          </Button>
          <Dialog open={open} onOpenChange={setOpen} title={title} description={description} wide>
            <ImportForm
              section={section}
              preview={preview}
              importAction={importAction}
              extras={extras}
              onDone={() => setOpen(false)}
            />
          </Dialog>
        </>
      ) : null}
    </>
  );
}
