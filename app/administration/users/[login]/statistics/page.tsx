import { UserTestTypeChooser } from "@/app/_components/user-statistics-views";
import { ButtonLink } from "@/components/ui/button-link";
import { getTranslations } from "next-intl/server";
import { requireSection } from "@/lib/admin/guard";
import { orNotFound } from "@/lib/pages/page-data";
import { getUserByLogin } from "@/lib/services/access/users";

export default async function UserStatisticsPage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  const user = await orNotFound(getUserByLogin({ login: decodeURIComponent(login) }));
  const base = `/administration/users/${encodeURIComponent(user.login)}`;
  const t = await getTranslations("statistics.user");
  return (
    <UserTestTypeChooser
      login={user.login}
      base={`${base}/statistics`}
      actions={
        <ButtonLink href={base} variant="secondary">
          {t("manage")}
        </ButtonLink>
      }
    />
  );
}
