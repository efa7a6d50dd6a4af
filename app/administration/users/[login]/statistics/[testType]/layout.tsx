import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { translatedBadge } from "@/components/statistics/translated-badge";
import { UserStatisticsHeader } from "@/components/admin/users/user-statistics-header";
import { type UserUnitItem, UserUnitButtons } from "@/components/admin/users/user-unit-buttons";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import type { Principal } from "@/lib/domain/principal";
import { isTestType, type TestTypeSlug } from "@/lib/domain/test-types";
import { load } from "@/lib/pages/page-data";
import { listUnitsWithResults } from "@/lib/services/learning/results";

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
export default async function UserTestTypeLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ login: string; testType: string }>;
}) {
  const principal = await requireSection("users");
  const { login: rawLogin, testType } = await params;
  if (!isTestType(testType)) notFound();
  const login = decodeURIComponent(rawLogin);
  const base = `/administration/users/${encodeURIComponent(login)}`;
  const t = await getTranslations("statistics.user");
  const types = await getTranslations("testTypes");

  const loaded = await load(() => loadUnits(principal, testType, login), "administration");
  const units = loaded.ok ? loaded.data : [];
  const error = loaded.ok ? undefined : loaded.message;

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <UserStatisticsHeader login={login} label={types(`${testType}.label`)}>
        <ButtonLink href={`${base}/statistics`} variant="secondary">
          {t("back")}
        </ButtonLink>
        <ButtonLink href={base} variant="secondary">
          {t("manage")}
        </ButtonLink>
      </UserStatisticsHeader>
      {error ? (
        <>
          <ErrorText message={error} />
          <ToastOnMount message={t("failed")} />
        </>
      ) : units.length === 0 ? (
        <EmptyText />
      ) : (
        <ClientMessages namespaces={["statistics", "test"]}>
          <UserUnitButtons basePath={`${base}/statistics/${testType}`} units={units} />
        </ClientMessages>
      )}
      {children}
    </Card>
  );
}
