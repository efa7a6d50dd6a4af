import { Group } from "@visx/group";
import { useLocale, useTranslations } from "next-intl";
import { scaleBand } from "@visx/scale";
import { type ActivityCalendar, type ActivityLevel, ACTIVITY_LEVELS } from "@/lib/domain/activity-calendar";
import { addDays, formatDayMonth, formatShortWeekday } from "@/lib/domain/calendar-day";

// Drawn in viewBox units and scaled to the box: about 11 px a cell on a 360 px phone, 16 px on a laptop.
const CELL = 12;
const GAP = 3;
const LEFT = 28;
const TOP = 18;
// A Monday: the weekday names are read off the week that starts with it ("Mon", «пн»).
const A_MONDAY = "2024-01-01";
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const LABELLED_WEEKDAYS = new Set([0, 2, 4]);

// What each swatch of the legend says, by level.
const LEVEL_KEYS = {
  0: "levelNone",
  1: "levelFew",
  2: "levelSome",
  3: "levelMany",
  4: "levelMost",
} as const satisfies Record<ActivityLevel, string>;

const LEVEL_FILL: Record<ActivityLevel, string> = {
  0: "fill-slate-100 stroke-slate-300",
  1: "fill-indigo-200 stroke-indigo-300",
  2: "fill-indigo-400 stroke-indigo-500",
  3: "fill-brand-600 stroke-brand-700",
  4: "fill-indigo-900 stroke-indigo-950",
};

/**
 * One column per week (Monday at the top), one cell per day, today at the
 * bottom of the last column. Server-rendered SVG: no script reaches the browser.
 * Each cell names its day and count for screen readers and as a tooltip.
 */
export function ActivityHeatmap({ calendar, today }: { calendar: ActivityCalendar; today: string }) {
  const t = useTranslations("statistics.heatmap");
  const locale = useLocale();
  const step = CELL + GAP;
  const columns = calendar.weeks.length;
  const x = scaleBand<number>({
    domain: calendar.weeks.map((_, index) => index),
    range: [0, columns * step],
    paddingInner: GAP / step,
    paddingOuter: 0,
    align: 0,
  });
  const y = scaleBand<number>({
    domain: WEEKDAYS,
    range: [0, 7 * step],
    paddingInner: GAP / step,
    paddingOuter: 0,
    align: 0,
  });
  const width = LEFT + columns * step;
  const height = TOP + 7 * step;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={t("label", { weeks: columns })}
      className="block h-auto w-full max-w-md"
    >
      <Group top={TOP} left={0} aria-hidden>
        {WEEKDAYS.map((index) =>
          LABELLED_WEEKDAYS.has(index) ? (
            <text
              key={index}
              x={0}
              y={(y(index) ?? 0) + CELL / 2}
              dominantBaseline="central"
              className="fill-slate-500 text-[11px]"
            >
              {formatShortWeekday(addDays(A_MONDAY, index), locale)}
            </text>
          ) : null,
        )}
      </Group>
      <Group top={0} left={LEFT} aria-hidden>
        {calendar.weeks.map((week, index) =>
          week.month ? (
            <text key={week.start} x={x(index) ?? 0} y={TOP - 5} className="fill-slate-500 text-[11px]">
              {week.month}
            </text>
          ) : null,
        )}
      </Group>
      <Group top={TOP} left={LEFT}>
        {calendar.weeks.map((week, column) =>
          week.days.map((cell, row) => {
            const cellLabel = t("cell", { count: cell.answers, day: formatDayMonth(cell.day, locale) });
            const label = cell.day === today ? t("today", { label: cellLabel }) : cellLabel;
            return (
              <rect
                key={cell.day}
                role="img"
                aria-label={label}
                x={x(column) ?? 0}
                y={y(row) ?? 0}
                width={x.bandwidth()}
                height={y.bandwidth()}
                rx={2}
                strokeWidth={cell.day === today ? 1.5 : 0.5}
                className={
                  cell.day === today ? `${LEVEL_FILL[cell.level]} stroke-slate-900` : LEVEL_FILL[cell.level]
                }
              >
                <title>{label}</title>
              </rect>
            );
          }),
        )}
      </Group>
    </svg>
  );
}

/** "Less" to "More" with one swatch per level, each naming its range. */
export function ActivityLegend() {
  const t = useTranslations("statistics.heatmap");
  return (
    <div className="flex items-center gap-1.5 text-xs text-slate-600">
      <span>{t("less")}</span>
      <ul className="flex items-center gap-1" aria-label={t("colourKey")}>
        {ACTIVITY_LEVELS.map((step) => (
          <li key={step.level} className="flex">
            <svg viewBox="0 0 12 12" className="size-3.5" role="img" aria-label={t(LEVEL_KEYS[step.level])}>
              <title>{t(LEVEL_KEYS[step.level])}</title>
              <rect
                x={0.25}
                y={0.25}
                width={11.5}
                height={11.5}
                rx={2}
                strokeWidth={0.5}
                className={LEVEL_FILL[step.level]}
              />
            </svg>
          </li>
        ))}
      </ul>
      <span>{t("more")}</span>
    </div>
  );
}
