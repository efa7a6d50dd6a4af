"use server";

import { queryAction, requirePrincipal, runAction } from "@/lib/api/run-action";
import { unitReadRoutes, unitRoutes } from "@/lib/api/routes/content";
import { findUnitSummary, getOfflineUnit, pageUnitSummaries } from "@/lib/services/content/units";

/** GET units with paging: the side list's search and its next pages. */
export async function findUnitsAction(query: unknown) {
  return queryAction(unitRoutes.list, query, (paging) => pageUnitSummaries(paging));
}

/** GET units/{url}: the selected unit, when the side list's page does not hold it. */
export async function findUnitAction(url: unknown) {
  return runAction(
    () => ({ route: unitReadRoutes.one, params: { key: String(url) } }),
    () => findUnitSummary({ key: String(url) }),
  );
}

/**
 * GET units/{url} for a signed-in learner, with what the device keeps to take
 * the unit's tests offline ("Available offline" on the unit's page).
 */
export async function keepUnitOfflineAction(url: unknown) {
  return runAction(
    () => ({ route: unitReadRoutes.one, params: { key: String(url) } }),
    (principal) => {
      requirePrincipal(principal);
      return getOfflineUnit({ key: String(url) });
    },
  );
}
