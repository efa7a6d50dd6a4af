import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnits } from "../units/actions";
import * as phrases from "./actions";
import { PHRASE_LIST } from "./list";

// The spec's texts: "Add new", and "Could not" where the other sections say "Can not".
export default async function PhrasesLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("admin.phrases");
  const Section = sectionLayout({
    section: "phrases",
    noun: t("heading"),
    title: t("title"),
    addLabel: t("add"),
    failureToast: t("fetchFailed"),
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
      title: t("csvTitle"),
      description: t("csvDescription"),
      preview: { label: "ru", secondary: "enQuestion", secondaryMark: "en" },
      importAction: phrases.importPhrases,
    },
  });
  return Section({ children });
}
