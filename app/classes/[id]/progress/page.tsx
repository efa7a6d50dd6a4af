import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ButtonLink, buttonClass } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { EmptyText } from "@/components/ui/status";
import { API_BASE } from "@/lib/api/http";
import {
  type ProgressView,
  progressPageOf,
  progressQuery,
  progressRows,
  progressViewOf,
} from "@/lib/domain/class-progress-view";
import { teacherPage } from "@/lib/pages/class-pages";
import { getClassProgress } from "@/lib/services/teaching/progress";
import { ProgressPager } from "./_components/progress-pager";
import { ProgressTable } from "./_components/progress-table";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata() {
  const t = await getTranslations("classProgress");
  return { title: t("title") };
}

/**
 * A class's learners × assignments (its teacher or an administrator), sorted,
 * filtered and paged by the address.
 */
export default async function ClassProgressPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/classes/${encodeURIComponent(id)}/progress`;
  const { data: progress } = await teacherPage(id, path, getClassProgress);
  const view = progressViewOf(
    await searchParams,
    progress.assignments.map((assignment) => assignment.id),
  );
  const rows = progressRows(progress, view);
  const shown = progressPageOf(rows, view);
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
            <>
              <ProgressTable
                progress={progress}
                rows={shown.learners}
                view={view}
                path={`${base}/progress`}
              />
              <ProgressPager shown={shown} total={rows.length} view={view} path={`${base}/progress`} />
            </>
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
        <ButtonLink href={path + progressQuery({ ...view, q: "", notDone: false, page: 1 })} variant="ghost">
          {t("reset")}
        </ButtonLink>
      ) : null}
    </form>
  );
}
