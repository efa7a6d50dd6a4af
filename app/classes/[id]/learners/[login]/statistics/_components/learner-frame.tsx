import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { PageTitle } from "@/components/ui/page-title";

/** "Statistics of ada": the heading of every page of a class learner's statistics. */
export async function ClassLearnerTitle({ login }: { login: string }) {
  const t = await getTranslations("classProgress");
  return (
    <PageTitle>
      {t.rich("learnerTitle", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
    </PageTitle>
  );
}

/** The way back from a class learner's statistics to the class's progress table. */
export async function BackToProgress({ href }: { href: string }) {
  const t = await getTranslations("classProgress");
  return (
    <ButtonLink href={href} variant="secondary">
      {t("backToProgress")}
    </ButtonLink>
  );
}
