import { CsvTransfer } from "@/components/admin/csv-transfer";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { API_BASE } from "@/lib/api/http";
import { findUnits } from "../units/actions";
import * as words from "./actions";
import { WORD_LIST } from "./list";

export default sectionLayout({
  section: "words",
  title: "List of words",
  addLabel: "Add word",
  failureToast: "Can not fetch words",
  firstPage: () => pageListItems(WORD_LIST, {}),
  server: { fetchPage: words.findWords, fetchItem: words.findWord },
  bulk: {
    noun: "word",
    plural: "words",
    deleteMany: words.deleteWords,
    undo: words.undoWordChange,
    addToUnit: words.addWordsToUnit,
    removeFromUnit: words.removeWordsFromUnit,
    findUnits,
    findMatchingIds: words.findMatchingWords,
  },
  tools: (
    <CsvTransfer
      plural="words"
      singular="word"
      columns="url, en, ru and transcription"
      preview={{ label: "en", secondary: "ru" }}
      exportUrl={`${API_BASE}/words/export`}
      importAction={words.importWords}
    />
  ),
});
