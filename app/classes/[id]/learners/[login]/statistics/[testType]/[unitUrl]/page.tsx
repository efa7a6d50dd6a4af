import { notFound } from "next/navigation";
import { UserUnitResults } from "@/app/_components/user-statistics-views";
import { isTestType } from "@/lib/domain/test-types";
import { classLearnerPage } from "@/lib/pages/class-learner-page";

/** A class learner's results for the unit. */
export default async function ClassLearnerUnitStatisticsPage({
  params,
}: {
  params: Promise<{ id: string; login: string; testType: string; unitUrl: string }>;
}) {
  const { id, login: rawLogin, testType, unitUrl } = await params;
  if (!isTestType(testType)) notFound();
  const { principal, login } = await classLearnerPage(id, rawLogin);
  return (
    <UserUnitResults
      principal={principal}
      login={login}
      testType={testType}
      unitUrl={decodeURIComponent(unitUrl)}
      where="page"
    />
  );
}
