import { useTranslations } from "next-intl";
import { ChooseCard } from "@/components/admin/choose-card";

export default function AdministrationIndexPage() {
  const t = useTranslations("admin");
  return <ChooseCard text={t("chooseSection")} />;
}
