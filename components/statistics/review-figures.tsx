import { useTranslations } from "next-intl";
import Link from "next/link";
import { DueTime } from "@/components/review/due-time";
import { chartPercent } from "@/lib/domain/percent";
import type { ReviewStatisticsDto } from "@/lib/types/review";

function Figure({ term, value, note }: { term: string; value: string; note?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** Under "Due now": what the review page offers, or when it will have something. */
function DueNowNote({ figures: { dueNow, nextDue, readAt } }: { figures: ReviewStatisticsDto }) {
  const t = useTranslations("statistics.review");
  if (dueNow > 0) return t("readyToReview");
  if (!nextDue) return t("nothingScheduled");
  return t.rich("next", { due: () => <DueTime iso={nextDue} readAt={readAt} /> });
}

/**
 * The learner's spaced review in four figures. "Due now" is what the review
 * page asks and the top bar counts; the day and the week include it.
 * Retention counts the last 30 days' answers to cards already in long-term
 * review (state Review) and the share of them recalled (any grade but again).
 */
export function ReviewFigures({ figures }: { figures: ReviewStatisticsDto }) {
  const t = useTranslations("statistics.review");
  const { reviews, passed } = figures.retention;
  return (
    <section aria-labelledby="review-figures" className="mt-6 border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-figures" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <Link href="/review" className="text-brand-700 text-sm font-medium underline">
          {t("goToReview")}
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure term={t("dueNow")} value={String(figures.dueNow)} note={<DueNowNote figures={figures} />} />
        <Figure term={t("dueToday")} value={String(figures.dueToday)} note={t("within24Hours")} />
        <Figure term={t("dueThisWeek")} value={String(figures.dueThisWeek)} note={t("within7Days")} />
        <Figure
          term={t("retention")}
          value={reviews === 0 ? "–" : `${chartPercent(passed, reviews)}%`}
          note={reviews === 0 ? t("noRetention") : t("recalled", { passed, reviews })}
        />
      </dl>
    </section>
  );
}
