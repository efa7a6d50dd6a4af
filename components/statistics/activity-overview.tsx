import { ActivityHeatmap, ActivityLegend } from "@/components/statistics/activity-heatmap";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { activityCalendar } from "@/lib/domain/activity-calendar";
import { formatFullDay } from "@/lib/domain/calendar-day";
import { counted } from "@/lib/domain/counted";
import type { LearnerActivity } from "@/lib/types/activity";

const daysText = (count: number) => counted(count, "day");

const DAY_COLUMNS = [
  { label: "Day", className: "py-1 pr-4 font-medium" },
  { label: "Answers", className: "py-1 pr-4 text-right font-medium" },
  { label: "Tests", className: "py-1 text-right font-medium" },
];

/** What the learner can do about the current streak today. */
function streakHint(activity: LearnerActivity): string {
  const practisedToday = activity.days.at(-1)?.day === activity.today;
  if (practisedToday) return "You have practised today. Come back tomorrow to keep the streak going.";
  if (activity.currentStreak > 0) return "Take a test today to keep your streak going.";
  return "Take a test today to start a streak.";
}

/** The learner's streaks and the 20-week activity calendar, with a table of the same days. */
export function ActivityOverview({ activity }: { activity: LearnerActivity }) {
  const calendar = activityCalendar({ days: activity.days, today: activity.today });
  const active = [...activity.days].reverse();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">Current streak</dt>
            <dd className="text-2xl font-semibold text-slate-900">{daysText(activity.currentStreak)}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">Longest streak</dt>
            <dd className="text-2xl font-semibold text-slate-900">{daysText(activity.longestStreak)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">{streakHint(activity)}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">Last 20 weeks</h3>
        <p className="text-sm text-slate-600">
          {counted(calendar.totals.answers, "answer")} on {daysText(calendar.totals.activeDays)}, in{" "}
          {counted(calendar.totals.tests, "test")}.
        </p>
        <ActivityHeatmap calendar={calendar} today={activity.today} />
        <div className="flex max-w-md flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500">Days in your time zone, {activity.timeZone}.</p>
          <ActivityLegend />
        </div>
        <details className="mt-1 text-sm">
          <summary className="text-brand-700 w-fit cursor-pointer rounded font-medium">
            Show the days as a table
          </summary>
          {active.length === 0 ? (
            <p className="mt-2 text-slate-600">No practice in the last 20 weeks yet.</p>
          ) : (
            <table className="mt-2 w-full max-w-md text-left">
              <caption className="sr-only">Days with practice in the last 20 weeks, newest first</caption>
              <thead className="text-slate-600">
                <ColumnHeaders columns={DAY_COLUMNS} />
              </thead>
              <tbody>
                {active.map((entry) => (
                  <tr key={entry.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {formatFullDay(entry.day)}
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
