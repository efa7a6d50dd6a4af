import { SectionLayout } from "@/components/admin/section-layout";
import { sortPhrasesByRussian } from "@/lib/domain/sorting";
import { listPhrases } from "@/lib/services/phrases";

export default function PhrasesLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="phrases"
      title="List of phrases"
      addLabel="Add new"
      failureToast="Could not fetch phrases"
      loadItems={async () =>
        sortPhrasesByRussian(await listPhrases()).map((phrase) => ({
          key: phrase.url,
          label: phrase.ru,
          secondary: phrase.enQuestion,
          searchFields: [phrase.enQuestion, phrase.ru],
        }))
      }
    >
      {children}
    </SectionLayout>
  );
}
