import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export default function UsersIndexPage() {
  const t = useTranslations("adminAccess.users.index");
  return (
    <Card>
      <p className="text-slate-600">{t("select")}</p>
      <p className="mt-1 text-sm text-slate-500">{t("more")}</p>
    </Card>
  );
}
