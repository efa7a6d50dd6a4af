import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { sortPhrasesByRussian } from "@/lib/domain/sorting";
import { listPhrases } from "@/lib/services/phrases";

export default async function PhrasesLayout({ children }: { children: React.ReactNode }) {
  await requireSection("phrases");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = sortPhrasesByRussian(await listPhrases()).map((phrase) => ({
      key: phrase.url,
      label: phrase.ru,
      secondary: phrase.enQuestion,
      searchFields: [phrase.enQuestion, phrase.ru],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      list={
        <>
          <EntityList
            title="List of phrases"
            basePath="/administration/phrases"
            items={items}
            error={error}
            addLabel="Add new"
          />
          {error ? <ToastOnMount message="Could not fetch phrases" /> : null}
        </>
      }
      detail={children}
    />
  );
}
