import { getTranslations } from "next-intl/server";
import { ErrorCard } from "@/components/layout/error-card";

/** Another teacher's class, or a learner at a class's page: the 403 page, saying whose the page is. */
export default async function ClassForbidden() {
  const [errors, t] = await Promise.all([getTranslations("errors.pages"), getTranslations("classes.page")]);
  return <ErrorCard heading={errors("forbidden.heading")} text={t("forbidden")} home={errors("goHome")} />;
}
