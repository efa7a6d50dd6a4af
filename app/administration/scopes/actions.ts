"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createScope, deleteScope, updateScope } from "@/lib/services/scopes";

export async function saveScopeAction(scope: unknown) {
  const { call, values } = saveCall("/scopes", scope);
  return runAction(call, () => (call.method === "PUT" ? updateScope(values) : createScope(values)));
}

export async function deleteScopeAction(id: unknown) {
  return runAction(
    () => ({ method: "DELETE", path: `/scopes/${actionId(id)}` }),
    () => deleteScope({ key: String(id) }),
  );
}
