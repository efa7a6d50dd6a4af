import { getTranslations } from "next-intl/server";
import { scopeChoices } from "@/components/admin/scopes/scope-options";
import { UserForm } from "@/app/administration/users/_components/user-form";
import { userDraftOf } from "@/lib/types/user-draft";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { load, orNotFound } from "@/lib/pages/page-data";
import { listScopes } from "@/lib/services/access/scopes";
import { getUserByLogin } from "@/lib/services/access/users";

export default async function UserPage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const t = await getTranslations("adminAccess.users");
  const { login } = await params;
  const [user, allScopes] = await Promise.all([
    orNotFound(getUserByLogin({ login: decodeURIComponent(login) })),
    load(listScopes, "administration"),
  ]);
  return (
    <>
      <UserForm key={user.login} record={userDraftOf(user)} scopes={scopeChoices(allScopes, user.scopes)} />
      {allScopes.ok ? null : <ToastOnMount message={t("scopesFailureToast")} />}
    </>
  );
}
