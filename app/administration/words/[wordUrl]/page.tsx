import { WordForm } from "@/app/administration/words/_components/word-form";
import { requireSection } from "@/lib/admin/guard";
import { orNotFound } from "@/lib/pages/page-data";
import { getWordByKey } from "@/lib/services/content/words";
import type { WordDto } from "@/lib/types/content";

const EMPTY: WordDto = { id: 0, url: "", en: "", ru: "", transcription: "" };

export default async function WordPage({ params }: { params: Promise<{ wordUrl: string }> }) {
  await requireSection("words");
  const { wordUrl } = await params;
  const key = decodeURIComponent(wordUrl);
  if (key === "new") return <WordForm key="new" record={EMPTY} isNew />;
  const word = await orNotFound(getWordByKey({ key }));
  return <WordForm key={word.id} record={word} isNew={false} />;
}
