import { useLocale, useTranslations } from "next-intl";
import { ActivityHeatmap, ActivityLegend } from "@/components/statistics/activity-heatmap";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { activityCalendar } from "@/lib/domain/activity-calendar";
import { formatFullDay } from "@/lib/domain/calendar-day";
import type { LearnerActivity } from "@/lib/types/activity";

/** What the learner can do about the current streak today: the key of its hint. */
function streakHint(activity: LearnerActivity) {
  const practisedToday = activity.days.at(-1)?.day === activity.today;
  if (practisedToday) return "practisedToday";
  if (activity.currentStreak > 0) return "keepGoing";
  return "startStreak";
}

/** The learner's streaks and the 20-week activity calendar, with a table of the same days. */
export function ActivityOverview({ activity }: { activity: LearnerActivity }) {
  const t = useTranslations("statistics.activity");
  const locale = useLocale();
  const daysText = (count: number) => t("days", { count });
  const dayColumns = [
    { label: t("day"), className: "py-1 pr-4 font-medium" },
    { label: t("answers"), className: "py-1 pr-4 text-right font-medium" },
    { label: t("tests"), className: "py-1 text-right font-medium" },
  ];
  const calendar = activityCalendar({ days: activity.days, today: activity.today, locale });
  const active = [...activity.days].reverse();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{t("currentStreak")}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{daysText(activity.currentStreak)}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{t("longestStreak")}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{daysText(activity.longestStreak)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t(streakHint(activity))}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t("lastWeeks")}</h3>
        <p className="text-sm text-slate-600">
          {t("totals", {
            answers: calendar.totals.answers,
            days: calendar.totals.activeDays,
            tests: calendar.totals.tests,
          })}
        </p>
        <ActivityHeatmap calendar={calendar} today={activity.today} />
        <div className="flex max-w-md flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500">
            {t.rich("timeZone", {
              zone: activity.timeZone,
              // A time zone's name ("Europe/Moscow") is not translated.
              name: (chunks) => <span translate="no">{chunks}</span>,
            })}
          </p>
          <ActivityLegend />
        </div>
        <details className="mt-1 text-sm">
          <summary className="text-brand-700 w-fit cursor-pointer rounded font-medium">
            {t("showTable")}
          </summary>
          {active.length === 0 ? (
            <p className="mt-2 text-slate-600">{t("noPractice")}</p>
          ) : (
            <table className="mt-2 w-full max-w-md text-left">
              <caption className="sr-only">{t("caption")}</caption>
              <thead className="text-slate-600">
                <ColumnHeaders columns={dayColumns} />
              </thead>
              <tbody>
                {active.map((entry) => (
                  <tr key={entry.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {formatFullDay(entry.day, locale)}
                    </th>
                    <td className="py-1 pr-4 text-right tabular-nums">{entry.answers}</td>
                    <td className="py-1 text-right tabular-nums">{entry.tests}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      </div>
    </div>
  );
}
