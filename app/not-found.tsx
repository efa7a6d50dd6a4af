import { getTranslations } from "next-intl/server";
import { ErrorCard } from "@/components/layout/error-card";

export async function generateMetadata() {
  const t = await getTranslations("errors.pages");
  return { title: t("notFound.title") };
}

// The spec's text is the page's heading, so the page is not left without a title.
export default async function NotFound() {
  const t = await getTranslations("errors.pages");
  return <ErrorCard heading={t("notFound.heading")} text={t("notFound.text")} home={t("goHome")} />;
}
