import { getLocale, getTranslations } from "next-intl/server";
import { UserStatisticsHeader } from "@/components/admin/users/user-statistics-header";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireSection } from "@/lib/admin/guard";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { orNotFound } from "@/lib/pages/page-data";
import { getUserByLogin } from "@/lib/services/access/users";

export default async function UserStatisticsPage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  const user = await orNotFound(getUserByLogin({ login: decodeURIComponent(login) }));
  const base = `/administration/users/${encodeURIComponent(user.login)}`;
  const t = await getTranslations("statistics.user");
  const types = await getTranslations("testTypes");
  const locale = await getLocale();
  // The spec's order here: by label (Phrases, then Words writing), in the page's language.
  const buttons = TEST_TYPES.map((type) => ({ slug: type.slug, label: types(`${type.slug}.label`) })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
  return (
    <Card className="flex flex-col gap-4">
      <UserStatisticsHeader login={user.login}>
        <ButtonLink href={base} variant="secondary">
          {t("manage")}
        </ButtonLink>
      </UserStatisticsHeader>
      <p className="text-slate-600">
        {t.rich("choose", { login: user.login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </p>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <ButtonLink key={button.slug} href={`${base}/statistics/${button.slug}`}>
            {button.label}
          </ButtonLink>
        ))}
      </div>
    </Card>
  );
}
