"use server";

import { crudActions } from "@/lib/actions";
import { unitRoutes } from "@/lib/api/routes/content";

const units = crudActions(unitRoutes);

export async function saveUnitAction(unit: unknown) {
  return units.save(unit);
}

export async function deleteUnitAction(id: unknown) {
  return units.remove(id);
}
