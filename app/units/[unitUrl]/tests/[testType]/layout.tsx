import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { isTestType } from "@/lib/domain/test-types";
import { BackLink } from "../../../_components/back-link";
import { loadUnit } from "../../../_components/unit-page-data";

type Props = { children: React.ReactNode; params: Promise<{ unitUrl: string; testType: string }> };

/** The wrapper of one test type of a unit: its title, the unit, then the nested route. */
export default async function TestTypeLayout({ children, params }: Props) {
  const { unitUrl, testType } = await params;
  if (!isTestType(testType)) notFound();
  const [unit, t, types] = await Promise.all([
    loadUnit(unitUrl),
    getTranslations("units"),
    getTranslations("testTypes"),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <BackLink href={`/units/${unitUrl}/tests`}>{t("tests.title")}</BackLink>
        <PageTitle>{t("testType.title", { label: types(`${testType}.label`) })}</PageTitle>
        {unit.ok ? (
          <p translate="no" className="text-slate-600">
            {unit.data.name}
          </p>
        ) : null}
      </header>
      {unit.ok ? children : <ErrorText message={unit.message} />}
    </div>
  );
}
