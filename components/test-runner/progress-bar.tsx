import { useTranslations } from "next-intl";
import { progressPercent } from "@/lib/domain/progress";

/** Where the learner is in the test: the spec's percent is of the current position, not of answers. */
export function ProgressBar({
  index,
  total,
  answered,
  counts = "questions",
  label,
}: {
  index: number;
  total: number;
  answered: number;
  /** What the positions count: a test's questions, or a review's cards. */
  counts?: "questions" | "cards";
  label?: string;
}) {
  const t = useTranslations("test.progress");
  const percent = progressPercent(index, total);
  const position = t(counts === "cards" ? "cardPosition" : "position", { index, total });
  const valueText = t(counts === "cards" ? "cardValueText" : "valueText", { percent, index, total });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{position}</span>
        <span className="text-slate-500">{t("answered", { answered, percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label ?? t("label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
