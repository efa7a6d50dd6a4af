import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";
import { WordTransfer } from "./_components/word-transfer";

export default function WordsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="words"
      title="List of words"
      addLabel="Add word"
      failureToast="Can not fetch words"
      tools={<WordTransfer />}
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
