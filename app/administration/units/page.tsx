import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export default function UnitsIndexPage() {
  const t = useTranslations("admin.units");
  return (
    <Card>
      <p className="text-slate-600">{t("index")}</p>
    </Card>
  );
}
