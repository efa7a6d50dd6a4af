import type { ReactNode } from "react";
import { CsvTransfer } from "@/components/admin/csv-transfer";
import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { API_BASE } from "@/lib/api/http";
import { findUnits } from "../units/actions";
import * as words from "./actions";
import { WORD_LIST } from "./list";

export default function WordsLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      section="words"
      title="List of words"
      addLabel="Add word"
      failureToast="Can not fetch words"
      origin={{
        loadPage: () => pageListItems(WORD_LIST, {}),
        fetchPage: words.findWords,
        fetchItem: words.findWord,
      }}
      bulk={{
        noun: "word",
        plural: "words",
        deleteMany: words.deleteWords,
        undo: words.undoWordChange,
        addToUnit: words.addWordsToUnit,
        removeFromUnit: words.removeWordsFromUnit,
        findUnits,
        findMatchingIds: words.findMatchingWords,
      }}
      tools={
        <CsvTransfer
          plural="words"
          singular="word"
          columns="url, en, ru and transcription"
          preview={{ label: "en", secondary: "ru" }}
          exportUrl={`${API_BASE}/words/export`}
          importAction={words.importWords}
        />
      }
    >
      {children}
    </SectionLayout>
  );
}
