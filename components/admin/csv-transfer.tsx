"use client";

import { useTranslations } from "next-intl";
import { type ChangeEvent, useActionState, useState } from "react";
import { useFormStatus } from "react-dom";
import { useSettleAction } from "@/components/forms/settle-action";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { type ContentMark, markOf } from "@/lib/admin/list-items";
import type { ActionResult } from "@/lib/types/action-result";
import type { ImportReport, ImportRowStatus } from "@/lib/validation/transfer";

const MAX_FILE_BYTES = 2_000_000;

const STATUS_CLASS: Record<ImportRowStatus, string> = {
  new: "bg-emerald-50 text-emerald-800",
  changed: "bg-sky-50 text-sky-800",
  unchanged: "bg-slate-100 text-slate-600",
  invalid: "bg-red-50 text-red-800",
};

/** A file's text, refused unless it is UTF-8 (what the export writes, and Anki and Quizlet too). */
async function fileText(file: File, texts: { tooLarge: string; notUtf8: string }): Promise<string> {
  if (file.size > MAX_FILE_BYTES) throw new Error(texts.tooLarge);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new Error(texts.notUtf8);
  }
}

/** Which of a row's cells the preview shows: the main one and the one under it, and how each is marked as content. */
type PreviewFields = {
  label: string;
  secondary: string;
  labelMark?: ContentMark;
  secondaryMark?: ContentMark;
};

function PreviewRow({ row, fields }: { row: ImportReport["rows"][number]; fields: PreviewFields }) {
  const t = useTranslations("admin.csv");
  // The server sends the reasons in the reader's language; a reason of the whole row names no field.
  const reasons = Object.entries(row.errors).map(([field, message]) =>
    field === "row" ? message : t("field", { field, message }),
  );
  const status = {
    new: t("statuses.new"),
    changed: t("statuses.changed"),
    unchanged: t("statuses.unchanged"),
    invalid: t("statuses.invalid"),
  }[row.status];
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-2 py-1 text-slate-500">{row.row}</td>
      <td className="px-2 py-1">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[row.status]}`}>
          {status}
        </span>
      </td>
      <td className="px-2 py-1 break-words">
        <span {...markOf(fields.labelMark)}>{row.values[fields.label]}</span>
        <span {...markOf(fields.secondaryMark)} className="block text-xs text-slate-500">
          {row.values[fields.secondary]}
        </span>
        {row.status === "invalid" ? (
          <span className="block text-xs text-red-800">{reasons.join("; ")}</span>
        ) : null}
      </td>
    </tr>
  );
}

function ImportPreview({ report, fields }: { report: ImportReport; fields: PreviewFields }) {
  const t = useTranslations("admin.csv");
  const { counts } = report;
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {t("counts", {
          added: String(counts.new),
          changed: String(counts.changed),
          unchanged: String(counts.unchanged),
          invalid: String(counts.invalid),
        })}
      </p>
      {/* It scrolls: the box itself takes focus, so a keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t("caption")}
        className="max-h-72 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th className="px-2 py-1">{t("row")}</th>
              <th className="px-2 py-1">{t("status")}</th>
              <th className="px-2 py-1">{t("item")}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <PreviewRow key={row.row} row={row} fields={fields} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

type ImportCall = (input: {
  csv: string;
  apply: boolean;
  skipInvalid: boolean;
}) => Promise<ActionResult<ImportReport>>;

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

/**
 * The import dialog's form: a file or pasted rows, previewed row by row,
 * then applied in one transaction (the action revalidates the list).
 */
function ImportForm({
  section,
  preview,
  importAction,
  onDone,
}: {
  section: string;
  preview: PreviewFields;
  importAction: ImportCall;
  onDone: () => void;
}) {
  const t = useTranslations("admin.csv");
  const settleAction = useSettleAction();
  const [csv, setCsv] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [outcome, sendAction] = useActionState(
    async (previous: Outcome, form: FormData): Promise<Outcome> => {
      const apply = form.get("apply") === "true";
      const sent = String(form.get("csv") ?? "");
      const result = await settleAction(() => importAction({ csv: sent, apply, skipInvalid }));
      if (!result.ok) {
        if (apply) toast.error(t("importFailed", { section }));
        const report = previous.csv === sent ? previous.report : null;
        return { csv: sent, report, problem: result.fields?.csv ?? result.message };
      }
      if (apply) {
        const { counts } = result.data;
        toast.success(t("imported", { section, added: String(counts.new), changed: String(counts.changed) }));
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
    // The text is this form's state: React's reset after an action would empty it.
    <form action={sendAction} onReset={(event) => event.preventDefault()} className="flex flex-col gap-3">
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
      {report && report.counts.invalid > 0 ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={skipInvalid}
            onChange={(event) => setSkipInvalid(event.target.checked)}
          />
          {t("skipInvalid")}
        </label>
      ) : null}
      <ImportButtons
        empty={csv.trim() === ""}
        blocked={!report || writable === 0 || (report.counts.invalid > 0 && !skipInvalid)}
        writable={writable}
        section={section}
        onCancel={onDone}
      />
    </form>
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
}: CsvColumns & {
  /** "words": the section whose rows these are (the file's name, and the texts that count them). */
  section: string;
  exportUrl: string;
}) {
  const t = useTranslations("admin.csv");
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href={exportUrl} download={`${section}.csv`} className={buttonClass("ghost")}>
        {t("export")}
      </a>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("import")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description} wide>
        <ImportForm
          section={section}
          preview={preview}
          importAction={importAction}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
