import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

// A section refused to someone who may open the administration (an editor): it shows under the
// administration's menu, which lists the sections they can open. Which role a section needs is
// decided by the endpoint rules; with the seeded rules these sections are the administrators'.
export default function SectionForbidden() {
  const t = useTranslations("admin.forbidden");
  return (
    <Card className="mx-auto max-w-lg">
      {/* Under the administration's own heading. */}
      <h2 className="text-error text-xl font-semibold">{t("title")}</h2>
      <p className="mt-2 text-slate-700">{t("text")}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {t("home")}
      </ButtonLink>
    </Card>
  );
}
