import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export default function PhrasesIndexPage() {
  const t = useTranslations("admin.phrases");
  return (
    <Card>
      <p className="text-slate-600">{t("index")}</p>
    </Card>
  );
}
