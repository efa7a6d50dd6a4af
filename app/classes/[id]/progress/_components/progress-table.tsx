import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/ui/local-time";
import { type ProgressSortKey, type ProgressView, progressQuery } from "@/lib/domain/class-progress-view";
import { resultPercent } from "@/lib/domain/percent";
import { isTestType } from "@/lib/domain/test-types";
import type { ClassProgressDto, ProgressCellDto } from "@/lib/types/classes";

// A class of 40 learners × 30 units is 1,200 cells, most of the page: in its
// HTML and again in its RSC payload. So the table's elements carry no classes
// (.progress-table in app/globals.css styles them by place) and a cell is its
// figure, a hidden word and a line of detail.

type Learner = ClassProgressDto["learners"][number];
type Texts = Awaited<ReturnType<typeof getTranslations<"classProgress">>>;
type CellText = (cell: ProgressCellDto) => { last: string; detail: string };

/** A column heading that sorts by its column: ascending first, again for descending; from the first page. */
function SortHeader({
  column,
  view,
  path,
  className,
  children,
}: {
  column: ProgressSortKey;
  view: ProgressView;
  path: string;
  className?: string;
  children: React.ReactNode;
}) {
  const active = view.sort === column;
  const dir = active && view.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
      className={className}
    >
      <Link href={path + progressQuery({ ...view, sort: column, dir, page: 1 })} data-sort={column}>
        <span>{children}</span>
        <span aria-hidden="true">{active ? (view.dir === "asc" ? "▲" : "▼") : "↕"}</span>
      </Link>
    </th>
  );
}

/** A cell's two lines: "Last 64%" and "Average 71% · 3 tests". */
function cellTextOf(t: Texts, percent: (share: number) => string): CellText {
  return (cell) => {
    const tests = t("tests", { count: cell.testsTaken });
    const { lastResult: last, averageResult: average } = cell;
    return {
      last: last === null ? "—" : t("last", { percent: percent(last) }),
      detail: average === null ? tests : `${t("average", { percent: percent(average) })} · ${tests}`,
    };
  };
}

/** The learners given × the class's assignments, each heading a link that sorts by its column. */
export async function ProgressTable({
  progress,
  rows,
  view,
  path,
}: {
  progress: ClassProgressDto;
  rows: Learner[];
  view: ProgressView;
  path: string;
}) {
  const t = await getTranslations("classProgress");
  const types = await getTranslations("testTypes");
  const format = await getFormatter();
  // Floored like every result the learner sees (91 % for 11 of 12), never rounded up past it.
  const percent = (share: number) => format.number(resultPercent(share) / 100, { style: "percent" });
  const texts: RowTexts = {
    t,
    percent,
    cellText: cellTextOf(t, percent),
    done: `${t("done")} `,
    notDone: `${t("notDoneYet")} `,
  };
  const classPath = `/classes/${progress.class.id}`;
  const typeLabel = (testType: string | null) =>
    testType && isTestType(testType) ? types(`${testType}.label`) : t("anyType");
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      aria-label={t("caption")}
      role="region"
    >
      <table className="progress-table min-w-full border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr>
            <SortHeader column="login" view={view} path={path}>
              {t("learner")}
            </SortHeader>
            <SortHeader column="active" view={view} path={path}>
              {t("lastActive")}
            </SortHeader>
            <SortHeader column="retention" view={view} path={path}>
              {t("retention")}
            </SortHeader>
            {progress.assignments.map((assignment) => (
              <SortHeader
                key={assignment.id}
                column={`a${assignment.id}`}
                view={view}
                path={path}
                className="min-w-36"
              >
                <span translate="no">{assignment.unit.name}</span>
                <small>{typeLabel(assignment.testType)}</small>
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((learner) => (
            <LearnerRow key={learner.login} learner={learner} classPath={classPath} texts={texts} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What every row writes with, made once for the table. */
type RowTexts = {
  t: Texts;
  percent: (share: number) => string;
  cellText: CellText;
  /** A cell's hidden word, with the space before its figure. */
  done: string;
  notDone: string;
};

/** Set on a done cell only: an absent attribute costs the payload nothing. */
const DONE = { "data-done": true } as const;

/** One learner's row: their login (opening their statistics), last active, retention, then a cell per assignment. */
function LearnerRow({ learner, classPath, texts }: { learner: Learner; classPath: string; texts: RowTexts }) {
  const { t, percent, cellText } = texts;
  return (
    <tr data-learner={learner.login}>
      <th scope="row">
        <Link
          href={`${classPath}/learners/${encodeURIComponent(learner.login)}/statistics`}
          aria-label={t("statistics", { login: learner.login })}
          translate="no"
        >
          {learner.login}
        </Link>
      </th>
      <td className="progress-figure">
        {learner.lastActiveTs === null ? (
          <span className="text-slate-500">{t("never")}</span>
        ) : (
          <LocalTime iso={new Date(learner.lastActiveTs).toISOString()} />
        )}
      </td>
      <td className="progress-figure">
        {learner.retention === null ? (
          <span className="text-slate-500">{t("noReviews")}</span>
        ) : (
          percent(learner.retention)
        )}
      </td>
      {learner.cells.map((cell) => {
        const { last, detail } = cellText(cell);
        return (
          // A done cell's tick is drawn by the stylesheet; its hidden word says so to a screen reader.
          <td key={cell.assignmentId} {...(cell.done ? DONE : null)}>
            <span>{cell.done ? texts.done : texts.notDone}</span>
            {last}
            <small>{detail}</small>
          </td>
        );
      })}
    </tr>
  );
}
