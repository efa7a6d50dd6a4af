import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { UserStatisticsHeader } from "@/components/admin/users/user-statistics-header";
import { type UserUnitItem, UserUnitButtons } from "@/components/admin/users/user-unit-buttons";
import { translatedBadge } from "@/components/statistics/translated-badge";
import { UnitStatisticsView } from "@/components/statistics/unit-statistics-view";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import type { Principal } from "@/lib/domain/principal";
import { TEST_TYPES, type TestTypeSlug } from "@/lib/domain/test-types";
import { load, orNotFound } from "@/lib/pages/page-data";
import { listResultSummaries, listUnitsWithResults } from "@/lib/services/learning/results";
import { findUnitSummary } from "@/lib/services/content/units";

// One user's statistics as an administrator or the user's teacher reads them:
// the test types, a type's units, a unit's results. The pages under
// /administration/users/[login]/statistics and /classes/[id]/learners/[login]/statistics
// check who may read and give the base path and the header's buttons.

type Where = "administration" | "page";

/** The test types as buttons, in the page's language's order of their labels. */
export async function UserTestTypeChooser({
  login,
  base,
  actions,
}: {
  login: string;
  /** The statistics path of this user: `${base}/${testType}`. */
  base: string;
  actions: ReactNode;
}) {
  const t = await getTranslations("statistics.user");
  const types = await getTranslations("testTypes");
  const locale = await getLocale();
  // The spec's order here: by label (Phrases, then Words writing), in the page's language.
  const buttons = TEST_TYPES.map((type) => ({ slug: type.slug, label: types(`${type.slug}.label`) })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
  return (
    <Card className="flex flex-col gap-4">
      <UserStatisticsHeader login={login}>{actions}</UserStatisticsHeader>
      <p className="text-slate-600">
        {t.rich("choose", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </p>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <ButtonLink key={button.slug} href={`${base}/${button.slug}`}>
            {button.label}
          </ButtonLink>
        ))}
      </div>
    </Card>
  );
}

async function loadUnits(principal: Principal, testType: TestTypeSlug, login: string) {
  const now = Date.now();
  const units = await listUnitsWithResults({ principal, testType, login });
  return Promise.all(
    units.map(async (unit): Promise<UserUnitItem> => ({
      url: unit.url,
      name: unit.name,
      badge: await translatedBadge(unit.results, now),
    })),
  );
}

/** One user's units for one test type as buttons; the chosen unit's chart renders below. */
export async function UserTestTypeUnits({
  principal,
  login,
  testType,
  base,
  actions,
  where,
  children,
}: {
  principal: Principal;
  login: string;
  testType: TestTypeSlug;
  /** The statistics path of this user. */
  base: string;
  actions: ReactNode;
  where: Where;
  children: ReactNode;
}) {
  const t = await getTranslations("statistics.user");
  const types = await getTranslations("testTypes");
  const loaded = await load(() => loadUnits(principal, testType, login), where);
  const units = loaded.ok ? loaded.data : [];
  const error = loaded.ok ? undefined : loaded.message;

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <UserStatisticsHeader login={login} label={types(`${testType}.label`)}>
        <ButtonLink href={base} variant="secondary">
          {t("back")}
        </ButtonLink>
        {actions}
      </UserStatisticsHeader>
      {error ? (
        <>
          <ErrorText message={error} />
          <ToastOnMount message={t("failed")} />
        </>
      ) : units.length === 0 ? (
        <EmptyText />
      ) : (
        <ClientMessages areas={["statistics.user"]}>
          <UserUnitButtons basePath={`${base}/${testType}`} units={units} />
        </ClientMessages>
      )}
      {children}
    </Card>
  );
}

/** The prompt under a type's units before one is chosen. */
export async function UserChooseUnit({ login }: { login: string }) {
  const t = await getTranslations("statistics.user");
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-500">
      {t.rich("chooseUnit", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
    </p>
  );
}

/** That user's results for the unit; `login` hides "Start new test" (nobody takes it for them). */
export async function UserUnitResults({
  principal,
  login,
  testType,
  unitUrl,
  where,
}: {
  principal: Principal;
  login: string;
  testType: TestTypeSlug;
  unitUrl: string;
  where: Where;
}) {
  const unit = await orNotFound(findUnitSummary({ key: unitUrl }));
  const results = await load(
    () => listResultSummaries({ principal, testType, unitId: unit.id, login }),
    where,
  );
  if (!results.ok) {
    const t = await getTranslations("statistics.user");
    return (
      <div className="border-t border-slate-100 pt-4">
        <p className="text-xl font-semibold text-slate-900" translate="no">
          {unit.name}
        </p>
        <ErrorText message={results.message} />
        <ToastOnMount message={t("unitFailed")} />
      </div>
    );
  }
  return (
    <div className="border-t border-slate-100 pt-4">
      <UnitStatisticsView testType={testType} unit={unit} results={results.data} login={login} />
    </div>
  );
}
