import { notFound } from "next/navigation";
import { scopeOptions } from "@/components/admin/scopes/scope-options";
import { UserForm } from "@/components/admin/users/user-form";
import { userDraftOf } from "@/lib/types/user-draft";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { AppError } from "@/lib/errors";
import { listScopes } from "@/lib/services/scopes";
import { getUserByLogin } from "@/lib/services/users";
import type { ScopeDto } from "@/lib/types/access";

export default async function UserPage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  const [user, allScopes] = await Promise.all([
    getUserByLogin({ login: decodeURIComponent(login) }).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    }),
    listScopes().then(
      (value): { ok: true; value: ScopeDto[] } => ({ ok: true, value }),
      (error: unknown) => ({
        ok: false as const,
        message: error instanceof Error ? error.message : "something went wrong",
      }),
    ),
  ]);
  return (
    <>
      <UserForm
        key={user.login}
        user={userDraftOf(user)}
        scopes={scopeOptions(allScopes.ok ? allScopes.value : [], user.scopes)}
        scopesError={allScopes.ok ? undefined : allScopes.message}
      />
      {allScopes.ok ? null : <ToastOnMount message="Can not fetch user`s scopes" />}
    </>
  );
}
