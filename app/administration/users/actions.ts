"use server";

import { listActions, revalidated } from "@/lib/admin/actions";
import { validatedAction } from "@/lib/api/run-action";
import { userRoutes } from "@/lib/api/routes/access";
import { resetUserPassword, updateUser } from "@/lib/services/access/users";
import { userDraftOf } from "@/lib/types/user-draft";
import { USER_LIST } from "./list";

const list = listActions(USER_LIST);

// Users come from registration: an administrator changes one, never creates or deletes one.
export const updateUserAccount = async (user: unknown) =>
  revalidated(
    validatedAction(userRoutes.update, user, async (values) => userDraftOf(await updateUser(values))),
  );

/** Answers the temporary password once; the server keeps only its hash. */
export const resetPassword = async (login: unknown) =>
  validatedAction(userRoutes.resetPassword, { login }, resetUserPassword);

export const findUsers = async (query: unknown) => list.findPage(query);
export const findUser = async (key: unknown) => list.findItem(key);
