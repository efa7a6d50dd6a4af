import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUnits } from "../units/actions";
import * as words from "./actions";
import { WORD_LIST } from "./list";

export default async function WordsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("admin.words");
  const Section = sectionLayout({
    section: "words",
    noun: t("heading"),
    title: t("title"),
    addLabel: t("add"),
    failureToast: t("fetchFailed"),
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
      title: t("csvTitle"),
      description: t("csvDescription"),
      preview: { label: "en", secondary: "ru", labelMark: "en" },
      importAction: words.importWords,
    },
  });
  return Section({ children });
}
