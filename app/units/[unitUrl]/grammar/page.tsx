import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { BackLink } from "../../_components/back-link";
import { unitOfPage, type UnitPageProps } from "../../_components/unit-page-data";

export async function generateMetadata() {
  const t = await getTranslations("units.grammar");
  return { title: t("title") };
}

export default async function GrammarPage(props: UnitPageProps) {
  const unit = await unitOfPage(props);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const t = await getTranslations("units.grammar");

  return (
    <Card className="flex flex-col gap-3 p-6">
      <BackLink href={`/units/${unit.data.url}`}>
        <span translate="no">{unit.data.name}</span>
      </BackLink>
      <PageTitle>{t("title")}</PageTitle>
      <p className="text-slate-600">{t("content")}</p>
    </Card>
  );
}
