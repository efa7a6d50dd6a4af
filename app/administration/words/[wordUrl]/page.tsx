import { notFound } from "next/navigation";
import { WordForm } from "@/components/admin/words/word-form";
import { requireSection } from "@/lib/admin/guard";
import { AppError } from "@/lib/errors";
import { getWordByKey } from "@/lib/services/words";
import type { WordDto } from "@/lib/types/content";

const EMPTY: WordDto = { id: 0, url: "", en: "", ru: "", transcription: "" };

export default async function WordPage({ params }: { params: Promise<{ wordUrl: string }> }) {
  await requireSection("words");
  const { wordUrl } = await params;
  const key = decodeURIComponent(wordUrl);
  if (key === "new") return <WordForm key="new" word={EMPTY} isNew />;
  const word = await getWordByKey({ key }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return <WordForm key={word.id} word={word} isNew={false} />;
}
