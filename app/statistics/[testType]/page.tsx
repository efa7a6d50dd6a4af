import { getTranslations } from "next-intl/server";
import { StatisticsHeader } from "@/components/statistics/statistics-header";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

const BAR_CHART = "M4 20h16v2H4a2 2 0 0 1-2-2V4h2v16Zm3-2V11h3v7H7Zm5 0V6h3v12h-3Zm5 0v-5h3v5h-3Z";

export async function generateMetadata() {
  const t = await getTranslations("statistics.page");
  return { title: t("title") };
}

export default async function StatisticsTypePage({ params }: { params: Promise<{ testType: string }> }) {
  const { testType } = await params;
  const t = await getTranslations("statistics.type");
  return (
    <Card className="p-5">
      <StatisticsHeader testType={testType} />
      <EmptyState icon={BAR_CHART} title={t("chooseUnit")} note={t("chooseUnitNote")} />
    </Card>
  );
}
