"use client";

import { type ChangeEvent, useActionState, useState } from "react";
import { useFormStatus } from "react-dom";
import { settleAction } from "@/components/forms/settle-action";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { capitalized } from "@/lib/domain/capitalized";
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
async function fileText(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES) throw new Error("The file is larger than 2 MB");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new Error("The file is not UTF-8 text: save it as CSV UTF-8 and try again");
  }
}

function reasons(errors: Record<string, string>): string {
  return Object.entries(errors)
    .map(([field, message]) => (field === "row" ? message : `${field}: ${message}`))
    .join("; ");
}

/** Which of a row's cells the preview shows: the main one and the one under it. */
type PreviewFields = { label: string; secondary: string };

function PreviewRow({ row, fields }: { row: ImportReport["rows"][number]; fields: PreviewFields }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-2 py-1 text-slate-500">{row.row}</td>
      <td className="px-2 py-1">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[row.status]}`}>
          {row.status}
        </span>
      </td>
      <td className="px-2 py-1 break-words">
        {row.values[fields.label]}
        <span className="block text-xs text-slate-500">{row.values[fields.secondary]}</span>
        {row.status === "invalid" ? (
          <span className="block text-xs text-red-800">{reasons(row.errors)}</span>
        ) : null}
      </td>
    </tr>
  );
}

function ImportPreview({ report, fields }: { report: ImportReport; fields: PreviewFields }) {
  const { counts } = report;
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {`${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.invalid} invalid`}
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th className="px-2 py-1">Row</th>
              <th className="px-2 py-1">Status</th>
              <th className="px-2 py-1">Item</th>
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
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      onRead(await fileText(file));
    } catch (error) {
      onRead("", (error as Error).message);
    }
  };
  return (
    <label className="flex flex-col gap-1 text-sm text-slate-700">
      CSV file
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
  singular,
  plural,
  onCancel,
}: {
  empty: boolean;
  blocked: boolean;
  writable: number;
  singular: string;
  plural: string;
  onCancel: () => void;
}) {
  const { pending } = useFormStatus();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" name="apply" value="false" variant="secondary" disabled={pending || empty}>
        Preview
      </Button>
      <Button type="submit" name="apply" value="true" disabled={pending || blocked}>
        {writable > 0 ? `Import ${writable} ${writable === 1 ? singular : plural}` : "Import"}
      </Button>
    </div>
  );
}

/**
 * The import dialog's form: a file or pasted rows, previewed row by row,
 * then applied in one transaction (the action revalidates the list).
 */
function ImportForm({
  plural,
  singular,
  preview,
  importAction,
  onDone,
}: {
  plural: string;
  singular: string;
  preview: PreviewFields;
  importAction: ImportCall;
  onDone: () => void;
}) {
  const [csv, setCsv] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [outcome, sendAction] = useActionState(
    async (previous: Outcome, form: FormData): Promise<Outcome> => {
      const apply = form.get("apply") === "true";
      const sent = String(form.get("csv") ?? "");
      const result = await settleAction(() => importAction({ csv: sent, apply, skipInvalid }));
      if (!result.ok) {
        if (apply) toast.error(`Error importing ${plural}`);
        const report = previous.csv === sent ? previous.report : null;
        return { csv: sent, report, problem: result.fields?.csv ?? result.message };
      }
      if (apply) {
        const { counts } = result.data;
        toast.success(`${capitalized(plural)} imported: ${counts.new} new, ${counts.changed} changed`);
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
        Or paste the rows
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
          Skip the invalid rows
        </label>
      ) : null}
      <ImportButtons
        empty={csv.trim() === ""}
        blocked={!report || writable === 0 || (report.counts.invalid > 0 && !skipInvalid)}
        writable={writable}
        singular={singular}
        plural={plural}
        onCancel={onDone}
      />
    </form>
  );
}

/** What a section says of its CSV: the header's columns (for the dialog's description), the preview and the import. */
export type CsvColumns = { columns: string; preview: PreviewFields; importAction: ImportCall };

/**
 * A section's rows in and out as CSV: the export is a download of the
 * section's GET export call; the import previews every row, then applies
 * them in one transaction.
 */
export function CsvTransfer({
  plural,
  singular,
  exportUrl,
  columns,
  preview,
  importAction,
}: CsvColumns & {
  /** "words": the section's rows, in its texts. */
  plural: string;
  singular: string;
  exportUrl: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href={exportUrl} download={`${plural}.csv`} className={buttonClass("ghost")}>
        Export CSV
      </a>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Import ${plural}`}
        description={`A header row naming ${columns}, then one ${singular} per row: comma, tab or semicolon separated. A row whose url exists changes that ${singular}.`}
        wide
      >
        <ImportForm
          plural={plural}
          singular={singular}
          preview={preview}
          importAction={importAction}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
