import { getTranslations } from "next-intl/server";
import { UserTestTypeChooser } from "@/app/_components/user-statistics-views";
import { ButtonLink } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { classLearnerPage } from "@/lib/pages/class-learner-page";

type Params = { params: Promise<{ id: string; login: string }> };

export async function generateMetadata({ params }: Params) {
  const t = await getTranslations("classProgress");
  return { title: t("statistics", { login: decodeURIComponent((await params).login) }) };
}

/** A class learner's statistics as the class's teacher reads them: first the test types. */
export default async function ClassLearnerStatisticsPage({ params }: Params) {
  const { id, login: rawLogin } = await params;
  const { login, base, progress } = await classLearnerPage(id, rawLogin);
  const t = await getTranslations("classProgress");
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>
        {t.rich("learnerTitle", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </PageTitle>
      <UserTestTypeChooser
        login={login}
        base={base}
        actions={
          <ButtonLink href={progress} variant="secondary">
            {t("backToProgress")}
          </ButtonLink>
        }
      />
    </div>
  );
}
