import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export default async function Forbidden() {
  const t = await getTranslations("errors.pages");
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-error text-xl font-semibold">{t("forbidden.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("forbidden.text")}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {t("goHome")}
      </ButtonLink>
    </Card>
  );
}
