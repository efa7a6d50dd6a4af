import { Card, ErrorText, PageTitle } from "@/components/ui/status";
import { BackLink } from "../../_components/back-link";
import { loadUnit } from "../../_components/load";

export const metadata = { title: "Grammar" };

export default async function GrammarPage({ params }: { params: Promise<{ unitUrl: string }> }) {
  const { unitUrl } = await params;
  const unit = await loadUnit(unitUrl);
  if (!unit.ok) return <ErrorText message={unit.message} />;

  return (
    <Card className="flex flex-col gap-3 p-6">
      <BackLink href={`/units/${unitUrl}`}>{unit.data.name}</BackLink>
      <PageTitle>Grammar</PageTitle>
      <p className="text-slate-600">Grammar content</p>
    </Card>
  );
}
