import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { type ProgressPage, type ProgressView, progressQuery } from "@/lib/domain/class-progress-view";

/** The pages of learners: which rows this one holds, with links to the pages before and after it. */
export async function ProgressPager({
  shown,
  total,
  view,
  path,
}: {
  shown: ProgressPage;
  total: number;
  view: ProgressView;
  path: string;
}) {
  if (shown.pages === 1) return null;
  const t = await getTranslations("classProgress");
  const pageLink = (page: number) => path + progressQuery({ ...view, page });
  return (
    <nav aria-label={t("pages")} className="flex flex-wrap items-center gap-3">
      {shown.page > 1 ? (
        <ButtonLink href={pageLink(shown.page - 1)} variant="secondary" rel="prev">
          {t("previous")}
        </ButtonLink>
      ) : null}
      <p className="text-sm text-slate-600">{t("range", { first: shown.first, last: shown.last, total })}</p>
      {shown.page < shown.pages ? (
        <ButtonLink href={pageLink(shown.page + 1)} variant="secondary" rel="next">
          {t("next")}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
