import { SectionLayout } from "@/components/admin/section-layout";
import { listWords } from "@/lib/services/words";

export default function WordsLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="words"
      title="List of words"
      addLabel="Add word"
      failureToast="Can not fetch words"
      loadItems={async () =>
        (await listWords()).map((word) => ({
          key: word.url,
          label: word.en,
          secondary: word.ru,
          searchFields: [word.en, word.ru],
        }))
      }
    >
      {children}
    </SectionLayout>
  );
}
