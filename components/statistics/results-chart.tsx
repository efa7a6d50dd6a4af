"use client";

import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { AnswersTable } from "@/components/results/answers-table";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyText, ErrorText, LoadingText } from "@/components/ui/status";
import { resultPercent } from "@/lib/domain/percent";
import { type ScoreColor, scoreColor } from "@/lib/domain/score-color";
import type { AnswerColumns, TestTypeView } from "@/lib/domain/test-types/module";
import type { ResultSummary } from "@/lib/types/results";
import { type UnitAnswers, useUnitAnswers } from "./use-unit-answers";

const HEIGHT = 400;
const MARGIN = { top: 28, right: 12, bottom: 40, left: 48 };
const Y_TICKS = [0, 20, 40, 60, 80, 100];
// Wide enough for "31.12.2025" at the axis font size, so labels never overlap.
const LABEL_SPACE = 76;
const MAX_BAR_WIDTH = 56;

const BAR_FILL: Record<ScoreColor, string> = {
  success: "fill-success",
  secondary: "fill-secondary",
  error: "fill-error",
};

// The theme's palette variables, so the axes follow the dark theme like the bars' classes do.
const axisLabel = { fill: "var(--color-slate-500)", fontSize: 11, fontFamily: "inherit" } as const;

const dialogDates = new Map<string, Intl.DateTimeFormat>();

/** The dialog's date: "4 Mar 2026, 10:15" (en-GB) in English, the locale's own elsewhere. */
function dialogDate(locale: string): Intl.DateTimeFormat {
  let format = dialogDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    dialogDates.set(locale, format);
  }
  return format;
}

// Made once: a date's toLocale…String with a locale builds a new formatter on every call (~0.1 ms each).
const ruDateFormat = new Intl.DateTimeFormat("ru");
const ruTimeFormat = new Intl.DateTimeFormat("ru", { hour: "2-digit", minute: "2-digit" });

function ruDate(ts: number): string {
  return ruDateFormat.format(ts);
}

function ruTime(ts: number): string {
  return ruTimeFormat.format(ts);
}

/** The container's width, followed as the window or the layout changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** What the dialog of one result shows: its answers, once the unit's have been fetched. */
function ResultAnswers({
  columns,
  answers,
  resultId,
}: {
  columns: AnswerColumns;
  answers: UnitAnswers | null;
  resultId: number;
}) {
  if (answers === null || answers.status === "loading") return <LoadingText />;
  if (answers.status === "failed") return <ErrorText message={answers.message} />;
  const ofResult = answers.byResult.get(resultId);
  // Deleted since the page was rendered (with its unit, say).
  if (!ofResult) return <EmptyText />;
  return <AnswersTable columns={columns} answers={ofResult} />;
}

/** Where the bars stand: the scales of the chart's inner area and the width of a bar. */
type Layout = {
  xScale: ReturnType<typeof scaleBand<number>>;
  yScale: ReturnType<typeof scaleLinear<number>>;
  innerHeight: number;
  barWidth: number;
};

/** One result's bar: a button (click, Enter or Space) with its percent above it when there is room. */
function ResultBar({
  result,
  date,
  layout: { xScale, yScale, innerHeight, barWidth },
  onOpen,
}: {
  result: ResultSummary;
  date: string | undefined;
  layout: Layout;
  onOpen: (bar: SVGGElement) => void;
}) {
  const t = useTranslations("statistics.chart");
  const percent = resultPercent(result.result);
  const band = xScale(result.id) ?? 0;
  // A 0% result still gets a sliver, so the learner sees that the test was taken.
  const height = Math.max(innerHeight - yScale(percent), 3);
  const name = t("bar", { date: date ?? "", time: ruTime(result.createdTs), percent });
  const activate = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen(event.currentTarget);
    }
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      onKeyDown={activate}
      className="group cursor-pointer outline-none"
    >
      <title>{name}</title>
      <rect
        x={band - (xScale.step() - xScale.bandwidth()) / 2 + 1}
        y={-MARGIN.top + 4}
        width={xScale.step() - 2}
        height={innerHeight + MARGIN.top - 4}
        rx={6}
        className="group-focus-visible:fill-brand-50 group-focus-visible:stroke-brand-600 fill-transparent group-hover:fill-slate-50 group-focus-visible:stroke-2"
      />
      <Bar
        x={band + (xScale.bandwidth() - barWidth) / 2}
        y={innerHeight - height}
        width={barWidth}
        height={height}
        rx={3}
        className={`${BAR_FILL[scoreColor(percent)]} transition-opacity group-hover:opacity-85`}
      />
      {xScale.bandwidth() >= 28 ? (
        <text
          x={band + xScale.bandwidth() / 2}
          y={innerHeight - height - 6}
          textAnchor="middle"
          className="fill-slate-700 text-[11px] font-semibold"
        >
          {percent}%
        </text>
      ) : null}
    </g>
  );
}

/** The chart of the results, as wide as `width`: gridlines, one bar a result, percent and date axes. */
function ResultBars({
  width,
  results,
  label,
  onOpen,
}: {
  width: number;
  results: readonly ResultSummary[];
  label: string;
  onOpen: (bar: SVGGElement, result: ResultSummary) => void;
}) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xScale = useMemo(
    () =>
      scaleBand<number>({ domain: results.map((result) => result.id), range: [0, innerWidth], padding: 0.2 }),
    [results, innerWidth],
  );
  const yScale = useMemo(
    () => scaleLinear<number>({ domain: [0, 100], range: [innerHeight, 0] }),
    [innerHeight],
  );
  const dates = useMemo(
    () => new Map(results.map((result) => [result.id, ruDate(result.createdTs)])),
    [results],
  );
  // Many results on a phone: label every n-th bar instead of letting dates collide.
  const labelEvery = Math.max(1, Math.ceil((results.length * LABEL_SPACE) / Math.max(innerWidth, 1)));
  const tickValues = results.filter((_, index) => index % labelEvery === 0).map((result) => result.id);
  const layout = { xScale, yScale, innerHeight, barWidth: Math.min(xScale.bandwidth(), MAX_BAR_WIDTH) };
  return (
    <svg width={width} height={HEIGHT} role="group" aria-label={label} className="block overflow-visible">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {Y_TICKS.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={yScale(tick)}
            y2={yScale(tick)}
            className={tick === 0 ? "stroke-slate-300" : "stroke-slate-100"}
          />
        ))}
        {results.map((result) => (
          <ResultBar
            key={result.id}
            result={result}
            date={dates.get(result.id)}
            layout={layout}
            onOpen={(bar) => onOpen(bar, result)}
          />
        ))}
        <AxisLeft
          scale={yScale}
          tickValues={Y_TICKS}
          tickFormat={(value) => `${value}%`}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...axisLabel, textAnchor: "end", dx: -4, dy: "0.33em" }}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={tickValues}
          tickFormat={(id) => dates.get(id) ?? ""}
          hideAxisLine
          tickStroke="var(--color-slate-300)"
          tickLength={4}
          tickLabelProps={{ ...axisLabel, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

/**
 * One bar per past result; a bar is a button that opens the answers of that
 * result. `login`: another user's results (an administrator's view).
 */
export function ResultsChart({
  testType,
  unitId,
  login,
  results,
  label,
}: {
  testType: TestTypeView;
  unitId: number;
  login?: string;
  results: readonly ResultSummary[];
  label: string;
}) {
  const t = useTranslations("statistics.chart");
  const locale = useLocale();
  const [containerRef, width] = useWidth<HTMLDivElement>();
  const [selected, setSelected] = useState<ResultSummary | null>(null);
  const [answers, loadAnswers] = useUnitAnswers({ testType: testType.slug, unitId, login });
  const opener = useRef<SVGGElement | null>(null);
  // The dialog has no trigger element of its own, so focus goes back to the bar that opened it
  // after Radix has finished unmounting (its own restore runs in a zero timeout).
  useEffect(() => {
    const bar = opener.current;
    if (selected !== null || !bar) return;
    const timer = window.setTimeout(() => bar.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [selected]);
  const open = (bar: SVGGElement, result: ResultSummary) => {
    opener.current = bar;
    setSelected(result);
    loadAnswers();
  };
  return (
    <div ref={containerRef} className="w-full" style={{ height: HEIGHT }}>
      {width > 0 ? <ResultBars width={width} results={results} label={label} onOpen={open} /> : null}
      <Dialog
        open={selected !== null}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        title={
          selected
            ? t("dialogTitle", { date: dialogDate(locale).format(selected.createdTs) })
            : t("dialogTitleEmpty")
        }
        wide
      >
        {/* As in the result dialog: the table scrolls on its own so Close stays in view on a phone,
            and takes the focus so a keyboard can scroll it. */}
        <div
          className="max-h-[60vh] min-h-0 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label={t("answers")}
        >
          {selected ? (
            <ResultAnswers columns={testType.columns} answers={answers} resultId={selected.id} />
          ) : null}
        </div>
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => setSelected(null)}>
            {t("close")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
