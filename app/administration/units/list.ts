import "server-only";
import type { ListSource } from "@/lib/admin/list-source";
import { unitRoutes } from "@/lib/api/routes/content";
import { getUnitByKey, pageUnits } from "@/lib/services/content/units";
import type { UnitDto } from "@/lib/types/content";

export const UNIT_LIST: ListSource<UnitDto> = {
  route: unitRoutes.list,
  page: pageUnits,
  find: (key) => getUnitByKey({ key }),
  item: (unit) => ({
    key: unit.url,
    label: unit.name,
    secondary: unit.url,
  }),
};
