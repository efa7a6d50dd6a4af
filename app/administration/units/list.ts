import "server-only";
import { resourceList } from "@/lib/admin/list-source";
import { unitRoutes } from "@/lib/api/routes/content";
import { getUnitByKey } from "@/lib/services/content/units";

export const UNIT_LIST = resourceList(unitRoutes, getUnitByKey, (unit) => ({
  key: unit.url,
  label: unit.name,
  secondary: unit.url,
}));
