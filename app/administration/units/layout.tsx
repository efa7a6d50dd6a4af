import { unitCsvRoutes } from "@/lib/api/routes/transfer";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnit, findUnits, importUnits, undoUnitChange } from "./actions";
import { UNIT_LIST } from "./list";

export default sectionLayout({
  section: "units",
  firstPage: () => pageListItems(UNIT_LIST, {}),
  server: { fetchPage: findUnits, fetchItem: findUnit },
  csv: {
    calls: { export: unitCsvRoutes.export, import: unitCsvRoutes.import },
    preview: { label: "name", secondary: "url" },
    importAction: importUnits,
    extras: { undo: undoUnitChange },
  },
});
