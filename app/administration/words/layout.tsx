import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { listWords } from "@/lib/services/words";

export default async function WordsLayout({ children }: { children: React.ReactNode }) {
  await requireSection("words");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = (await listWords()).map((word) => ({
      key: word.url,
      label: word.en,
      secondary: word.ru,
      searchFields: [word.en, word.ru],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      list={
        <>
          <EntityList
            title="List of words"
            basePath="/administration/words"
            items={items}
            error={error}
            addLabel="Add word"
          />
          {error ? <ToastOnMount message="Can not fetch words" /> : null}
        </>
      }
      detail={children}
    />
  );
}
