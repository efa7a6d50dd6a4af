import { notFound } from "next/navigation";
import { UserTestTypeUnits } from "@/app/_components/user-statistics-views";
import { isTestType } from "@/lib/domain/test-types";
import { classLearnerPage } from "@/lib/pages/class-learner-page";
import { BackToProgress, ClassLearnerTitle } from "../_components/learner-frame";

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
  return (
    <div className="flex flex-col gap-4">
      <ClassLearnerTitle login={login} />
      <UserTestTypeUnits
        principal={principal}
        login={login}
        testType={testType}
        base={base}
        where="page"
        actions={<BackToProgress href={progress} />}
      >
        {children}
      </UserTestTypeUnits>
    </div>
  );
}
