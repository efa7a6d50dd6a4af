"use server";

import { userDraftOf } from "@/lib/types/user-draft";
import { validatedAction } from "@/lib/api/run-action";
import { userRoutes } from "@/lib/api/routes/access";
import { resetUserPassword, updateUser } from "@/lib/services/users";

export async function updateUserAction(user: unknown) {
  return validatedAction(userRoutes.update, user, async (values) => userDraftOf(await updateUser(values)));
}

/** Answers the temporary password once; the server keeps only its hash. */
export async function resetPasswordAction(login: unknown) {
  return validatedAction(userRoutes.resetPassword, { login }, resetUserPassword);
}
