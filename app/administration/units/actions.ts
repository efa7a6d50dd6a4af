"use server";

import { actionId, runAction, saveCall } from "@/lib/actions";
import { createUnit, deleteUnit, updateUnit } from "@/lib/services/units";

export async function saveUnitAction(unit: unknown) {
  const { call, values } = saveCall("/units", unit);
  return runAction(call, () => (call.method === "PUT" ? updateUnit(values) : createUnit(values)));
}

export async function deleteUnitAction(id: unknown) {
  return runAction(
    () => ({ method: "DELETE", path: `/units/${actionId(id)}` }),
    () => deleteUnit({ key: String(id) }),
  );
}
