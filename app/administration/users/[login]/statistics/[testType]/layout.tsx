import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { UserTestTypeUnits } from "@/app/_components/user-statistics-views";
import { ButtonLink } from "@/components/ui/button-link";
import { requireSection } from "@/lib/admin/guard";
import { isTestType } from "@/lib/domain/test-types";

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
  return (
    <UserTestTypeUnits
      principal={principal}
      login={login}
      testType={testType}
      base={`${base}/statistics`}
      where="administration"
      actions={
        <ButtonLink href={base} variant="secondary">
          {t("manage")}
        </ButtonLink>
      }
    >
      {children}
    </UserTestTypeUnits>
  );
}
