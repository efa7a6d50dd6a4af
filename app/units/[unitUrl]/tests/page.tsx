import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { MissingRequirement, RequirementGate } from "@/components/test-runner/requirement-gate";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { BackLink } from "../../_components/back-link";
import { unitOfPage, type UnitPageProps } from "../../_components/unit-page-data";

export const metadata = { title: "Tests" };

export default async function TestsPage(props: UnitPageProps) {
  const unit = await unitOfPage(props);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const unitUrl = unit.data.url;

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-col gap-1">
        <BackLink href={`/units/${unitUrl}`}>{unit.data.name}</BackLink>
        <PageTitle>Tests</PageTitle>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TEST_TYPES.map((type) => (
          <li key={type.slug} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <RequirementGate
              needs={type.needs}
              missing={type.needs ? <MissingRequirement needs={type.needs} label={type.label} /> : null}
            >
              <ButtonLink href={`/units/${unitUrl}/tests/${type.slug}`} className="w-full">
                {type.label}
              </ButtonLink>
            </RequirementGate>
            <p className="text-sm text-slate-600">{type.texts.choice}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
