"use server";

import { runAction } from "@/lib/actions";
import { createUnit, deleteUnit, type UnitDto, updateUnit } from "@/lib/services/units";

export async function saveUnitAction(unit: UnitDto) {
  const { id, ...values } = unit;
  return id
    ? runAction({ method: "PUT", path: "/units" }, () => updateUnit(unit))
    : runAction({ method: "POST", path: "/units" }, () => createUnit(values));
}

export async function deleteUnitAction(id: number) {
  return runAction({ method: "DELETE", path: `/units/${id}` }, () => deleteUnit({ key: String(id) }));
}
