import { wordCsvRoutes } from "@/lib/api/routes/transfer";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnits } from "../units/actions";
import * as words from "./actions";
import { WORD_LIST } from "./list";

export default sectionLayout({
  section: "words",
  firstPage: () => pageListItems(WORD_LIST, {}),
  server: { fetchPage: words.findWords, fetchItem: words.findWord },
  bulk: {
    deleteMany: words.deleteWords,
    undo: words.undoWordChange,
    addToUnit: words.addWordsToUnit,
    removeFromUnit: words.removeWordsFromUnit,
    findUnits,
    findMatchingIds: words.findMatchingWords,
  },
  csv: {
    calls: { export: wordCsvRoutes.export, import: wordCsvRoutes.import },
    preview: { label: "en", secondary: "ru", labelMark: "en" },
    importAction: words.importWords,
    extras: { findUnits, undo: words.undoWordChange },
  },
});
