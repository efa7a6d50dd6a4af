import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";

export default function UnitsPage() {
  const t = useTranslations("units.index");
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <Icon
        path="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5a1 1 0 0 0 0 2H20v1H6.5A2.5 2.5 0 0 1 4 19.5v-15Zm4 1.5v2h8V6H8Zm0 4v2h6v-2H8Z"
        className="text-brand-500 size-12 fill-current"
      />
      <h1 className="text-xl font-semibold text-slate-900">{t("title")}</h1>
      <p className="max-w-sm text-slate-600">{t("text")}</p>
    </Card>
  );
}
