import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnit, findUnits, importUnits } from "./actions";
import { UNIT_LIST } from "./list";

export default async function UnitsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("admin.units");
  const Section = sectionLayout({
    section: "units",
    noun: t("heading"),
    title: t("title"),
    addLabel: t("add"),
    failureToast: t("fetchFailed"),
    firstPage: () => pageListItems(UNIT_LIST, {}),
    server: { fetchPage: findUnits, fetchItem: findUnit },
    csv: {
      title: t("csvTitle"),
      description: t("csvDescription"),
      preview: { label: "name", secondary: "url" },
      importAction: importUnits,
    },
  });
  return Section({ children });
}
