"use server";

import { userDraftOf } from "@/lib/types/user-draft";
import { runAction } from "@/lib/actions";
import { resetUserPassword, updateUser } from "@/lib/services/users";

export async function updateUserAction(user: unknown) {
  return runAction({ method: "PUT", path: "/users" }, async () => userDraftOf(await updateUser(user)));
}

/** Answers the temporary password once; the server keeps only its hash. */
export async function resetPasswordAction(login: unknown) {
  return runAction({ method: "PUT", path: "/users/reset-password" }, () => resetUserPassword({ login }));
}
