import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export default function AdministrationIndexPage() {
  const t = useTranslations("admin");
  return (
    <Card>
      <p className="text-slate-600">{t("chooseSection")}</p>
    </Card>
  );
}
