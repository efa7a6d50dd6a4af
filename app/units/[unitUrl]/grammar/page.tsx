import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { BackLink } from "../../_components/back-link";
import { unitOfPage, type UnitPageProps } from "../../_components/unit-page-data";

export const metadata = { title: "Grammar" };

export default async function GrammarPage(props: UnitPageProps) {
  const unit = await unitOfPage(props);
  if (!unit.ok) return <ErrorText message={unit.message} />;

  return (
    <Card className="flex flex-col gap-3 p-6">
      <BackLink href={`/units/${unit.data.url}`}>{unit.data.name}</BackLink>
      <PageTitle>Grammar</PageTitle>
      <p className="text-slate-600">Grammar content</p>
    </Card>
  );
}
