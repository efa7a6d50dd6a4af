import type { ReactNode } from "react";
import { CsvTransfer } from "@/components/admin/csv-transfer";
import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { API_BASE } from "@/lib/api/http";
import { findUnit, findUnits, importUnits } from "./actions";
import { UNIT_LIST } from "./list";

export default function UnitsLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      section="units"
      title="List of units"
      addLabel="Add unit"
      failureToast="Can not fetch units"
      origin={{ loadPage: () => pageListItems(UNIT_LIST, {}), fetchPage: findUnits, fetchItem: findUnit }}
      tools={
        <CsvTransfer
          plural="units"
          singular="unit"
          columns="url, name, words and phrases (their urls, one per line in the cell)"
          preview={{ label: "name", secondary: "url" }}
          exportUrl={`${API_BASE}/units/export`}
          importAction={importUnits}
        />
      }
    >
      {children}
    </SectionLayout>
  );
}
