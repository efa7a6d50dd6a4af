import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export async function generateMetadata() {
  const t = await getTranslations("errors.pages");
  return { title: t("notFound.title") };
}

// The spec's text is the page's heading, so the page is not left without a title.
export default async function NotFound() {
  const t = await getTranslations("errors.pages");
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-error text-xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("notFound.text")}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {t("goHome")}
      </ButtonLink>
    </Card>
  );
}
