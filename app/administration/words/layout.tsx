import { CsvTransfer } from "@/components/admin/csv-transfer";
import { SectionLayout } from "@/components/admin/section-layout";
import { API_BASE } from "@/lib/api/http";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";
import { importWordsAction } from "./actions";

export default function WordsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="words"
      title="List of words"
      addLabel="Add word"
      failureToast="Can not fetch words"
      tools={
        <CsvTransfer
          plural="words"
          singular="word"
          exportUrl={`${API_BASE}/words/export`}
          columns="url, en, ru and transcription"
          preview={{ label: "en", secondary: "ru" }}
          importAction={importWordsAction}
        />
      }
      origin={{
        loadPage: () => pageListItems("words", {}),
        fetchPage: findListItemsAction.bind(null, "words"),
        fetchItem: findListItemAction.bind(null, "words"),
      }}
    >
      {children}
    </SectionLayout>
  );
}
