import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnit, findUnits, importUnits } from "./actions";
import { UNIT_LIST } from "./list";

export default sectionLayout({
  section: "units",
  noun: "unit",
  title: "List of units",
  addLabel: "Add unit",
  failureToast: "Can not fetch units",
  firstPage: () => pageListItems(UNIT_LIST, {}),
  server: { fetchPage: findUnits, fetchItem: findUnit },
  csv: {
    columns: "url, name, words and phrases (their urls, one per line in the cell)",
    preview: { label: "name", secondary: "url" },
    importAction: importUnits,
  },
});
