import { CsvTransfer } from "@/components/admin/csv-transfer";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { API_BASE } from "@/lib/api/http";
import { findUnit, findUnits, importUnits } from "./actions";
import { UNIT_LIST } from "./list";

export default sectionLayout({
  section: "units",
  title: "List of units",
  addLabel: "Add unit",
  failureToast: "Can not fetch units",
  firstPage: () => pageListItems(UNIT_LIST, {}),
  server: { fetchPage: findUnits, fetchItem: findUnit },
  tools: (
    <CsvTransfer
      plural="units"
      singular="unit"
      columns="url, name, words and phrases (their urls, one per line in the cell)"
      preview={{ label: "name", secondary: "url" }}
      exportUrl={`${API_BASE}/units/export`}
      importAction={importUnits}
    />
  ),
});
