import { getTranslations } from "next-intl/server";
import { UserTestTypeChooser } from "@/app/_components/user-statistics-views";
import { classLearnerPage } from "@/lib/pages/class-learner-page";
import { BackToProgress, ClassLearnerTitle } from "./_components/learner-frame";

type Params = { params: Promise<{ id: string; login: string }> };

export async function generateMetadata({ params }: Params) {
  const t = await getTranslations("classProgress");
  return { title: t("statistics", { login: decodeURIComponent((await params).login) }) };
}

/** A class learner's statistics as the class's teacher reads them: first the test types. */
export default async function ClassLearnerStatisticsPage({ params }: Params) {
  const { id, login: rawLogin } = await params;
  const { login, base, progress } = await classLearnerPage(id, rawLogin);
  return (
    <div className="flex flex-col gap-4">
      <ClassLearnerTitle login={login} />
      <UserTestTypeChooser login={login} base={base} actions={<BackToProgress href={progress} />} />
    </div>
  );
}
