import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { ReviewFigures } from "@/components/statistics/review-figures";
import { getPagePrincipal } from "@/lib/auth/current";
import { getReviewStatistics } from "@/lib/services/learning/review";
import { ActivitySection } from "./activity-section";
import { Icon } from "@/components/ui/icon";

export async function generateMetadata() {
  const t = await getTranslations("statistics.page");
  return { title: t("title") };
}

/** The signed-in user's review figures; a sibling of the activity section, so both load at once. */
async function ReviewSection() {
  const principal = await getPagePrincipal();
  return principal ? <ReviewFigures figures={await getReviewStatistics({ principal })} /> : null;
}

export default async function StatisticsPage() {
  const t = await getTranslations("statistics.page");
  const types = await getTranslations("testTypes");
  const ordered = [...TEST_TYPES].sort((a, b) => a.index - b.index);
  return (
    <>
      <Card className="mx-auto w-full max-w-3xl p-5 sm:p-6">
        <PageTitle>{t("title")}</PageTitle>
        <p className="mt-1 text-slate-600">{t("choose")}</p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {ordered.map((type) => (
            <li key={type.slug}>
              <Link
                href={`/statistics/${type.slug}`}
                className="group hover:border-brand-500 hover:bg-brand-50 flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors"
              >
                <span className="flex flex-col gap-1">
                  <span className="group-hover:text-brand-700 text-lg font-semibold text-slate-900">
                    {types(`${type.slug}.label`)}
                  </span>
                  <span className="text-sm text-slate-500">{types(`${type.slug}.statistics`)}</span>
                </span>
                <Icon
                  path="M9.3 5.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 1 1-1.4-1.4l5.29-5.3-5.3-5.3a1 1 0 0 1 0-1.4Z"
                  className="group-hover:fill-brand-600 size-5 shrink-0 fill-slate-400"
                />
              </Link>
            </li>
          ))}
        </ul>
        <ReviewSection />
      </Card>
      <ActivitySection />
    </>
  );
}
