import { progressPercent } from "@/lib/domain/progress";

/** Where the learner is in the test: the spec's percent is of the current position, not of answers. */
export function ProgressBar({
  index,
  total,
  answered,
  noun = "Question",
  label = "Test progress",
}: {
  index: number;
  total: number;
  answered: number;
  noun?: string;
  label?: string;
}) {
  const percent = progressPercent(index, total);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">
          {noun} {index} of {total}
        </span>
        <span className="text-slate-500">
          {answered} answered · {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${noun.toLowerCase()} ${index} of ${total}`}
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
