"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AnswersTable } from "@/components/results/answers-table";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { AnswerColumns } from "@/lib/domain/test-types/module";
import type { ScoredTestDto } from "@/lib/types/results";

/**
 * The scored result of a test, saved for a learner or only scored for a guest
 * (`notice` says so); closing it is the end of the test.
 */
export function ResultDialog({
  result,
  columns,
  notice,
  onRetry,
  onClose,
}: {
  result: ScoredTestDto | null;
  columns: AnswerColumns;
  notice?: ReactNode;
  /** Starts again with the questions answered wrong; absent when there are none. */
  onRetry?: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("test.result");
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()} title={t("title")} wide>
      {/* The table scrolls on its own so Close stays in view and its focus
          does not scroll the score out of sight on a phone. It takes the focus, so a keyboard
          can scroll it too. */}
      <div
        className="max-h-[60vh] min-h-0 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label={t("answers")}
      >
        {result ? <AnswersTable columns={columns} answers={result.answers} /> : null}
      </div>
      {notice ? <div className="mt-4">{notice}</div> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t("retry")}
          </Button>
        ) : null}
        <Button onClick={onClose} autoFocus>
          {t("close")}
        </Button>
      </div>
    </Dialog>
  );
}
