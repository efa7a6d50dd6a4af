import { PhraseForm } from "@/app/administration/phrases/_components/phrase-form";
import { requireSection } from "@/lib/admin/guard";
import { orNotFound } from "@/lib/pages/page-data";
import { AppError } from "@/lib/errors";
import { getPhraseByKey } from "@/lib/services/content/phrases";
import type { PhraseDto } from "@/lib/types/content";

const EMPTY: PhraseDto = { id: 0, url: "", enQuestion: "", ru: "", answers: [""] };

/** A clone starts from the source's current values; its url gets a suffix so it stays unique. */
async function cloneOf(from: string | undefined): Promise<PhraseDto> {
  if (!from) return EMPTY;
  const source = await getPhraseByKey({ key: from }).catch((error: unknown) => {
    // A stale or mistyped clone link still opens an empty create form.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!source) return EMPTY;
  return { ...source, id: 0, url: `${source.url}-copy`, answers: [...source.answers] };
}

export default async function PhrasePage({
  params,
  searchParams,
}: {
  params: Promise<{ phraseUrl: string }>;
  searchParams: Promise<{ from?: string | string[] }>;
}) {
  await requireSection("phrases");
  const { phraseUrl } = await params;
  const key = decodeURIComponent(phraseUrl);
  if (key === "new") {
    const { from } = await searchParams;
    const source = typeof from === "string" ? from : undefined;
    return <PhraseForm key={`new:${source ?? ""}`} record={await cloneOf(source)} isNew />;
  }
  const phrase = await orNotFound(getPhraseByKey({ key }));
  return <PhraseForm key={phrase.id} record={phrase} isNew={false} />;
}
