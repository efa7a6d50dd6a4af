import { getTranslations } from "next-intl/server";
import { StatisticsHeader } from "@/components/statistics/statistics-header";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";

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
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <Icon
          path="M4 20h16v2H4a2 2 0 0 1-2-2V4h2v16Zm3-2V11h3v7H7Zm5 0V6h3v12h-3Zm5 0v-5h3v5h-3Z"
          className="fill-brand-500 size-10"
        />
        <p className="font-medium text-slate-800">{t("chooseUnit")}</p>
        <p className="max-w-sm text-sm text-slate-500">{t("chooseUnitNote")}</p>
      </div>
    </Card>
  );
}
