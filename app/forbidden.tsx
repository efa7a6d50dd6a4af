import { getTranslations } from "next-intl/server";
import { ErrorCard } from "@/components/layout/error-card";

export default async function Forbidden() {
  const t = await getTranslations("errors.pages");
  return <ErrorCard heading={t("forbidden.heading")} text={t("forbidden.text")} home={t("goHome")} />;
}
