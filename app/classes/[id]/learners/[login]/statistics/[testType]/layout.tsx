import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { UserTestTypeUnits } from "@/app/_components/user-statistics-views";
import { ButtonLink } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { isTestType } from "@/lib/domain/test-types";
import { classLearnerPage } from "@/lib/pages/class-learner-page";

/** A class learner's units for one test type as buttons; the chosen unit's chart renders below. */
export default async function ClassLearnerTestTypeLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string; login: string; testType: string }>;
}) {
  const { id, login: rawLogin, testType } = await params;
  if (!isTestType(testType)) notFound();
  const { principal, login, base, progress } = await classLearnerPage(id, rawLogin);
  const t = await getTranslations("classProgress");
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>
        {t.rich("learnerTitle", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </PageTitle>
      <UserTestTypeUnits
        principal={principal}
        login={login}
        testType={testType}
        base={base}
        where="page"
        actions={
          <ButtonLink href={progress} variant="secondary">
            {t("backToProgress")}
          </ButtonLink>
        }
      >
        {children}
      </UserTestTypeUnits>
    </div>
  );
}
