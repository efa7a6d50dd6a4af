import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export default function WordsIndexPage() {
  const t = useTranslations("admin.words");
  return (
    <Card>
      <p className="text-slate-600">{t("index")}</p>
    </Card>
  );
}
