import { notFound } from "next/navigation";
import { UserUnitResults } from "@/app/_components/user-statistics-views";
import { requireSection } from "@/lib/admin/guard";
import { isTestType } from "@/lib/domain/test-types";

/** That user's results for the unit. */
export default async function UserUnitStatisticsPage({
  params,
}: {
  params: Promise<{ login: string; testType: string; unitUrl: string }>;
}) {
  const principal = await requireSection("users");
  const { login, testType, unitUrl } = await params;
  if (!isTestType(testType)) notFound();
  return (
    <UserUnitResults
      principal={principal}
      login={decodeURIComponent(login)}
      testType={testType}
      unitUrl={decodeURIComponent(unitUrl)}
      where="administration"
    />
  );
}
