import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ButtonLink, buttonClass } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { PageTitle } from "@/components/ui/page-title";
import { EmptyText } from "@/components/ui/status";
import { API_BASE } from "@/lib/api/http";
import {
  type ProgressSortKey,
  type ProgressView,
  progressQuery,
  progressRows,
  progressViewOf,
} from "@/lib/domain/class-progress-view";
import { resultPercent } from "@/lib/domain/percent";
import { isTestType } from "@/lib/domain/test-types";
import { teacherPage } from "@/lib/pages/class-pages";
import { getClassProgress } from "@/lib/services/teaching/progress";
import type { ClassProgressDto } from "@/lib/types/classes";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata() {
  const t = await getTranslations("classProgress");
  return { title: t("title") };
}

/** A class's learners × assignments (its teacher or an administrator), sorted and filtered by the address. */
export default async function ClassProgressPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/classes/${encodeURIComponent(id)}/progress`;
  const { data: progress } = await teacherPage(id, path, getClassProgress);
  const view = progressViewOf(
    await searchParams,
    progress.assignments.map((assignment) => assignment.id),
  );
  const rows = progressRows(progress, view);
  const t = await getTranslations("classProgress");
  const base = `/classes/${progress.class.id}`;

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href={base} className="text-brand-700 text-sm font-medium underline">
            {t("back")}
          </Link>
          <PageTitle>
            {t("title")}: <span translate="no">{progress.class.name}</span>
          </PageTitle>
        </div>
        <a
          href={`${API_BASE}/classes/${progress.class.id}/progress/export`}
          download
          className={buttonClass("secondary")}
        >
          {t("export")}
        </a>
      </div>
      <FilterForm view={view} path={base + "/progress"} />
      {progress.learners.length === 0 ? (
        <EmptyText>{t("noLearners")}</EmptyText>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {t("shown", { shown: rows.length, total: progress.learners.length })}
          </p>
          {rows.length === 0 ? (
            <EmptyText>{t("noMatches")}</EmptyText>
          ) : (
            <ProgressTable progress={progress} rows={rows} view={view} path={`${base}/progress`} />
          )}
        </>
      )}
      {progress.assignments.length === 0 ? <EmptyText>{t("noAssignments")}</EmptyText> : null}
    </Card>
  );
}

async function FilterForm({ view, path }: { view: ProgressView; path: string }) {
  const t = await getTranslations("classProgress");
  return (
    <form
      key={progressQuery(view)}
      method="get"
      action={path}
      role="search"
      aria-label={t("filter")}
      className="flex flex-wrap items-end gap-3"
    >
      {view.sort !== "login" ? <input type="hidden" name="sort" value={view.sort} /> : null}
      {view.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
        {t("filterLabel")}
        <input
          type="search"
          name="q"
          defaultValue={view.q}
          maxLength={100}
          className="min-h-10 w-56 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        />
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="notDone" value="1" defaultChecked={view.notDone} className="size-4" />
        {t("notDone")}
      </label>
      <button type="submit" className={buttonClass("primary")}>
        {t("apply")}
      </button>
      {view.q || view.notDone ? (
        <ButtonLink href={path + progressQuery({ ...view, q: "", notDone: false })} variant="ghost">
          {t("reset")}
        </ButtonLink>
      ) : null}
    </form>
  );
}

/** A column heading that sorts by its column: ascending first, again for descending. */
function SortHeader({
  column,
  label,
  view,
  path,
  className = "",
  children,
}: {
  column: ProgressSortKey;
  label: string;
  view: ProgressView;
  path: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const active = view.sort === column;
  const dir = active && view.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold ${className}`}
    >
      <Link
        href={path + progressQuery({ ...view, sort: column, dir })}
        className="text-brand-700 inline-flex items-center gap-1 underline-offset-2 hover:underline"
        data-sort={column}
      >
        <span>{children ?? label}</span>
        <span aria-hidden="true">{active ? (view.dir === "asc" ? "▲" : "▼") : "↕"}</span>
      </Link>
    </th>
  );
}

async function ProgressTable({
  progress,
  rows,
  view,
  path,
}: {
  progress: ClassProgressDto;
  rows: ClassProgressDto["learners"];
  view: ProgressView;
  path: string;
}) {
  const t = await getTranslations("classProgress");
  const types = await getTranslations("testTypes");
  const format = await getFormatter();
  // Floored like every result the learner sees (91 % for 11 of 12), never rounded up past it.
  const percent = (share: number) => format.number(resultPercent(share) / 100, { style: "percent" });
  const classPath = `/classes/${progress.class.id}`;
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      aria-label={t("caption")}
      role="region"
    >
      <table className="progress-table min-w-full border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <SortHeader
              column="login"
              label={t("learner")}
              view={view}
              path={path}
              className="sticky left-0 z-10 bg-slate-50"
            />
            <SortHeader column="active" label={t("lastActive")} view={view} path={path} />
            <SortHeader column="retention" label={t("retention")} view={view} path={path} />
            {progress.assignments.map((assignment) => (
              <SortHeader
                key={assignment.id}
                column={`a${assignment.id}`}
                label={assignment.unit.name}
                view={view}
                path={path}
                className="min-w-36"
              >
                <span className="flex flex-col">
                  <span translate="no">{assignment.unit.name}</span>
                  <span className="text-xs font-normal text-slate-500">
                    {assignment.testType && isTestType(assignment.testType)
                      ? types(`${assignment.testType}.label`)
                      : t("anyType")}
                  </span>
                </span>
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((learner) => (
            <LearnerRow key={learner.login} learner={learner} classPath={classPath} t={t} percent={percent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Texts = Awaited<ReturnType<typeof getTranslations<"classProgress">>>;

/**
 * One learner's row. Plain (not async) and three elements a cell: a class's
 * 1,200 cells are most of the page, in its HTML and again in its RSC payload.
 */
function LearnerRow({
  learner,
  classPath,
  t,
  percent,
}: {
  learner: ClassProgressDto["learners"][number];
  classPath: string;
  t: Texts;
  percent: (share: number) => string;
}) {
  return (
    <tr className="border-b border-slate-100 last:border-b-0" data-learner={learner.login}>
      <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-medium">
        <Link
          href={`${classPath}/learners/${encodeURIComponent(learner.login)}/statistics`}
          className="text-brand-700 underline"
          aria-label={t("statistics", { login: learner.login })}
          translate="no"
        >
          {learner.login}
        </Link>
      </th>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
        {learner.lastActiveTs === null ? (
          <span className="text-slate-500">{t("never")}</span>
        ) : (
          <LocalTime iso={new Date(learner.lastActiveTs).toISOString()} />
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
        {learner.retention === null ? (
          <span className="text-slate-500">{t("noReviews")}</span>
        ) : (
          percent(learner.retention)
        )}
      </td>
      {learner.cells.map((cell) => {
        const tests = t("tests", { count: cell.testsTaken });
        return (
          // Styled by .progress-table (app/globals.css), which marks a done cell with a tick.
          <td key={cell.assignmentId} data-assignment={cell.assignmentId} data-done={cell.done || undefined}>
            <b>
              <span className="sr-only">{`${t(cell.done ? "done" : "notDoneYet")} `}</span>
              {cell.lastResult === null ? "—" : t("last", { percent: percent(cell.lastResult) })}
            </b>
            <small>
              {cell.averageResult === null
                ? tests
                : `${t("average", { percent: percent(cell.averageResult) })} · ${tests}`}
            </small>
          </td>
        );
      })}
    </tr>
  );
}
