import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";

export default function UnitsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="units"
      title="List of units"
      addLabel="Add unit"
      failureToast="Can not fetch units"
      origin={{
        loadPage: () => pageListItems("units", {}),
        fetchPage: findListItemsAction.bind(null, "units"),
        fetchItem: findListItemAction.bind(null, "units"),
      }}
    >
      {children}
    </SectionLayout>
  );
}
