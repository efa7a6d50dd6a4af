import { SectionLayout } from "@/components/admin/section-layout";
import { findListItemAction, findListItemsAction } from "../list-actions";

export default function UnitsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="units"
      title="List of units"
      addLabel="Add unit"
      failureToast="Can not fetch units"
      origin={{
        paged: "units",
        fetchPage: findListItemsAction.bind(null, "units"),
        fetchItem: findListItemAction.bind(null, "units"),
      }}
    >
      {children}
    </SectionLayout>
  );
}
