"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyText } from "@/components/ui/status";
import { unassignUnitAction } from "../actions";
import { useConfirmedChange } from "./use-confirmed-change";

/** An assignment as the page shows it: its words already in the reader's language. */
export type AssignmentRow = {
  id: number;
  unit: { name: string; url: string };
  testType: string;
  dueDate: string;
  passMark: string;
  done: string;
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-500">{term}:</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The class's assignments in the class's order, each with Remove (after a confirmation). */
export function AssignmentsList({ classId, rows }: { classId: number; rows: AssignmentRow[] }) {
  const t = useTranslations("classes.assignments");
  const [makeChange, pending] = useConfirmedChange();

  const remove = (row: AssignmentRow) =>
    makeChange({
      confirmation: {
        title: t("confirmTitle", { unit: row.unit.name }),
        message: t("confirmMessage"),
        confirmLabel: t("confirm"),
      },
      change: () => unassignUnitAction(classId, row.id),
      toasts: { done: t("removed"), failed: t("removeFailed") },
    });

  if (rows.length === 0) return <EmptyText>{t("empty")}</EmptyText>;
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              href={`/units/${row.unit.url}`}
              className="text-brand-700 font-medium break-words underline-offset-2 hover:underline"
            >
              <span translate="no">{row.unit.name}</span>
            </Link>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Detail term={t("testType")}>{row.testType}</Detail>
              <Detail term={t("dueDate")}>{row.dueDate}</Detail>
              <Detail term={t("passMarkShort")}>{row.passMark}</Detail>
              <Detail term={t("done")}>{row.done}</Detail>
            </dl>
          </div>
          <Button
            variant="ghost"
            onClick={() => void remove(row)}
            disabled={pending}
            aria-label={t("removeLabel", { unit: row.unit.name })}
          >
            {t("remove")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
