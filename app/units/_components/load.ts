import "server-only";
import { cache } from "react";
import { load } from "@/lib/server/page-data";
import { getUnitByKey } from "@/lib/services/units";

export { load } from "@/lib/server/page-data";

/** One unit per request, shared by the layouts and pages that all need it. */
export const loadUnit = cache((key: string) => load(() => getUnitByKey({ key }), "units"));
