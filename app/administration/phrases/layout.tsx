import { CsvTransfer } from "@/components/admin/csv-transfer";
import { SectionLayout } from "@/components/admin/section-layout";
import { API_BASE } from "@/lib/api/http";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";
import { importPhrasesAction } from "./actions";

export default function PhrasesLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="phrases"
      title="List of phrases"
      addLabel="Add new"
      tools={
        <CsvTransfer
          plural="phrases"
          singular="phrase"
          exportUrl={`${API_BASE}/phrases/export`}
          columns="url, enQuestion, ru and answers (one per line in the cell)"
          preview={{ label: "ru", secondary: "enQuestion" }}
          importAction={importPhrasesAction}
        />
      }
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
