import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";

export async function generateMetadata() {
  const t = await getTranslations("errors.pages");
  return { title: t("offline.title") };
}

// What the service worker (app/sw.ts) answers, without a connection, for a page it has no copy of.
export default async function Offline() {
  const t = await getTranslations("errors.pages");
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-xl font-semibold">{t("offline.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("offline.text")}</p>
      <p className="mt-2 text-slate-700">{t("offline.recent")}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {t("goHome")}
      </ButtonLink>
    </Card>
  );
}
