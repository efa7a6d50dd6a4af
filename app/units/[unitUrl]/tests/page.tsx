import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { MissingRequirement, RequirementGate } from "@/components/test-runner/requirement-gate";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { BackLink } from "../../_components/back-link";
import { unitOfPage, type UnitPageProps } from "../../_components/unit-page-data";

export async function generateMetadata() {
  const t = await getTranslations("units.tests");
  return { title: t("title") };
}

export default async function TestsPage(props: UnitPageProps) {
  const unit = await unitOfPage(props);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const unitUrl = unit.data.url;
  const [t, types] = await Promise.all([getTranslations("units.tests"), getTranslations("testTypes")]);

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-col gap-1">
        <BackLink href={`/units/${unitUrl}`}>
          <span translate="no">{unit.data.name}</span>
        </BackLink>
        <PageTitle>{t("title")}</PageTitle>
      </div>
      <ClientMessages areas={["test.requirement"]}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TEST_TYPES.map(({ slug, needs }) => (
            <li key={slug} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <RequirementGate
                needs={needs}
                missing={needs ? <MissingRequirement needs={needs} label={types(`${slug}.label`)} /> : null}
              >
                <ButtonLink href={`/units/${unitUrl}/tests/${slug}`} className="w-full">
                  {types(`${slug}.label`)}
                </ButtonLink>
              </RequirementGate>
              <p className="text-sm text-slate-600">{types(`${slug}.choice`)}</p>
            </li>
          ))}
        </ul>
      </ClientMessages>
    </Card>
  );
}
