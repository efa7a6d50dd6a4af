import { UserStatisticsHeader } from "@/components/admin/users/user-statistics-header";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireSection } from "@/lib/admin/guard";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { orNotFound } from "@/lib/pages/page-data";
import { getUserByLogin } from "@/lib/services/access/users";

// The spec's order here: by label (Phrases, then Words writing).
const BUTTONS = [...TEST_TYPES].sort((a, b) => a.label.localeCompare(b.label, "en"));

export default async function UserStatisticsPage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  const user = await orNotFound(getUserByLogin({ login: decodeURIComponent(login) }));
  const base = `/administration/users/${encodeURIComponent(user.login)}`;
  return (
    <Card className="flex flex-col gap-4">
      <UserStatisticsHeader login={user.login}>
        <ButtonLink href={base} variant="secondary">
          Manage user account
        </ButtonLink>
      </UserStatisticsHeader>
      <p className="text-slate-600">Choose a type of test to see the results of {user.login} per unit.</p>
      <div className="flex flex-wrap gap-2">
        {BUTTONS.map((button) => (
          <ButtonLink key={button.slug} href={`${base}/statistics/${button.slug}`}>
            {button.label}
          </ButtonLink>
        ))}
      </div>
    </Card>
  );
}
