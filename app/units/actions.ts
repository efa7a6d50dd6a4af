"use server";

import { runAction } from "@/lib/actions";
import { parseInput } from "@/lib/errors";
import { findUnitSummary, pageUnitSummaries } from "@/lib/services/units";
import { pageQuery } from "@/lib/validation/paging";

/** GET units with paging: the side list's search and its next pages. */
export async function findUnitsAction(query: unknown) {
  return runAction({ method: "GET", path: "/units" }, () => pageUnitSummaries(parseInput(pageQuery, query)));
}

/** GET units/{url}: the selected unit, when the side list's page does not hold it. */
export async function findUnitAction(url: unknown) {
  return runAction(
    () => ({ method: "GET", path: `/units/${encodeURIComponent(String(url))}` }),
    () => findUnitSummary({ key: String(url) }),
  );
}
