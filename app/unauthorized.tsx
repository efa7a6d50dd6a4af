import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";

// Pages ask guests to sign in where they stand, so this only replaces Next's
// own 401 page, which authInterrupts would otherwise send inside every page.
export default async function Unauthorized() {
  const t = await getTranslations("errors.pages");
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-error text-xl font-semibold">{t("unauthorized.heading")}</h1>
      <ButtonLink href="/login" variant="secondary" className="mt-4">
        {t("unauthorized.logIn")}
      </ButtonLink>
    </Card>
  );
}
