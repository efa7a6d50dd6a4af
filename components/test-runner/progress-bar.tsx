import { progressPercent } from "@/lib/domain/progress";

/** Where the learner is in the test: the spec's percent is of the current position, not of answers. */
export function ProgressBar({ index, total, answered }: { index: number; total: number; answered: number }) {
  const percent = progressPercent(index, total);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">
          Question {index} of {total}
        </span>
        <span className="text-slate-500">
          {answered} answered · {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Test progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, question ${index} of ${total}`}
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
