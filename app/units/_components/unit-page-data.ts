import "server-only";
import { cache } from "react";
import { load } from "@/lib/pages/page-data";
import { getUnitByKey } from "@/lib/services/content/units";

export { load } from "@/lib/pages/page-data";

/** One unit per request, shared by the layouts and pages that all need it. */
export const loadUnit = cache((key: string) => load(() => getUnitByKey({ key }), "units"));

/** The params of a unit's pages of one test type. */
export type TestTypeProps = { params: Promise<{ unitUrl: string; testType: string }> };

/** The params of a page under /units/{unitUrl}. */
export type UnitPageProps = { params: Promise<{ unitUrl: string }> };

/** The unit a page under /units/{unitUrl} shows (read once per request). */
export async function unitOfPage({ params }: UnitPageProps) {
  return loadUnit((await params).unitUrl);
}
