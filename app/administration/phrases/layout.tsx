import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";

export default function PhrasesLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="phrases"
      title="List of phrases"
      addLabel="Add new"
      failureToast="Could not fetch phrases"
      origin={{
        loadPage: () => pageListItems("phrases", {}),
        fetchPage: findListItemsAction.bind(null, "phrases"),
        fetchItem: findListItemAction.bind(null, "phrases"),
      }}
    >
      {children}
    </SectionLayout>
  );
}
