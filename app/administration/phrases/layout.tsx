import { phraseCsvRoutes } from "@/lib/api/routes/transfer";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnits } from "../units/actions";
import * as phrases from "./actions";
import { PHRASE_LIST } from "./list";

// The spec's texts: "Add new", and "Could not" where the other sections say "Can not".
export default sectionLayout({
  section: "phrases",
  firstPage: () => pageListItems(PHRASE_LIST, {}),
  server: { fetchPage: phrases.findPhrases, fetchItem: phrases.findPhrase },
  bulk: {
    deleteMany: phrases.deletePhrases,
    undo: phrases.undoPhraseChange,
    addToUnit: phrases.addPhrasesToUnit,
    removeFromUnit: phrases.removePhrasesFromUnit,
    findUnits,
    findMatchingIds: phrases.findMatchingPhrases,
  },
  csv: {
    calls: { export: phraseCsvRoutes.export, import: phraseCsvRoutes.import },
    preview: { label: "ru", secondary: "enQuestion", secondaryMark: "en" },
    importAction: phrases.importPhrases,
    extras: { undo: phrases.undoPhraseChange },
  },
});
