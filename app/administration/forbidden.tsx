import { useTranslations } from "next-intl";
import { ErrorCard } from "@/components/layout/error-card";

// A section refused to someone who may open the administration (an editor): it shows under the
// administration's menu, which lists the sections they can open. Which role a section needs is
// decided by the endpoint rules; with the seeded rules these sections are the administrators'.
export default function SectionForbidden() {
  const t = useTranslations("admin.forbidden");
  return <ErrorCard heading={t("title")} text={t("text")} home={t("home")} level="h2" />;
}
