import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { loadUnit } from "../_components/unit-page-data";
import { Icon } from "@/components/ui/icon";
import { KeepOffline } from "@/components/offline/keep-offline";
import { getPagePrincipal } from "@/lib/auth/current";
import { keepUnitOfflineAction } from "../actions";

type Props = { params: Promise<{ unitUrl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const unit = await loadUnit((await params).unitUrl);
  const t = await getTranslations("units.unit");
  return { title: unit.ok ? t("pageTitle", { name: unit.data.name }) : t("title") };
}

const SECTIONS = [
  { path: "vocabulary", icon: "M4 5h16v2H4V5Zm0 6h16v2H4v-2Zm0 6h10v2H4v-2Z" },
  {
    path: "grammar",
    icon: "M6 3h9l5 5v13H6V3Zm8 1.5V9h4.5L14 4.5ZM9 13h8v1.5H9V13Zm0 3.5h8V18H9v-1.5Z",
  },
  { path: "tests", icon: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" },
  {
    path: "learn",
    icon: "M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-6 9.2v4L12 21l6-4.8v-4L12 16l-6-3.8Z",
  },
] as const;

export default async function UnitPage({ params }: Props) {
  const { unitUrl } = await params;
  const [unit, principal, t] = await Promise.all([
    loadUnit(unitUrl),
    getPagePrincipal(),
    getTranslations("units.unit"),
  ]);
  if (!unit.ok) return <ErrorText message={unit.message} />;
  const { id, name, words, phrases } = unit.data;

  return (
    <Card className="flex flex-col gap-6 p-6">
      <div>
        <PageTitle>
          <span translate="no">{name}</span>
        </PageTitle>
        <p className="mt-1 text-sm text-slate-500">
          {t("words", { count: words.length })} · {t("phrases", { count: phrases.length })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <ButtonLink
            key={section.path}
            href={`/units/${unitUrl}/${section.path}`}
            variant="secondary"
            className="min-h-16 text-base"
          >
            <Icon path={section.icon} className="text-brand-600 size-5 fill-current" />
            {t(section.path)}
          </ButtonLink>
        ))}
      </div>
      {principal ? (
        <ClientMessages areas={["units.offline"]}>
          <KeepOffline
            login={principal.login}
            unitId={id}
            unitUrl={unitUrl}
            loadUnit={keepUnitOfflineAction}
          />
        </ClientMessages>
      ) : null}
    </Card>
  );
}
