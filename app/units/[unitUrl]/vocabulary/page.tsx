import Link from "next/link";
import { Card, EmptyText, ErrorText, PageTitle } from "@/components/ui/status";
import { filterVocabulary } from "@/lib/domain/filters";
import { sortVocabulary } from "@/lib/domain/sorting";
import { getUnitWords } from "@/lib/services/units";
import { BackLink } from "../../_components/back-link";
import { load, loadUnit } from "../../_components/load";

export const metadata = { title: "Vocabulary" };

export default async function VocabularyPage({
  params,
  searchParams,
}: {
  params: Promise<{ unitUrl: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { unitUrl } = await params;
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  const [unit, words] = await Promise.all([loadUnit(unitUrl), load(() => getUnitWords({ key: unitUrl }))]);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <BackLink href={`/units/${unitUrl}`}>{unit.ok ? unit.data.name : "Unit"}</BackLink>
        <PageTitle>Vocabulary</PageTitle>
      </div>
      {words.ok ? <WordsTable words={words.data} query={query} unitUrl={unitUrl} /> : null}
      {words.ok ? null : <ErrorText message={words.message} />}
    </Card>
  );
}

function WordsTable({
  words,
  query,
  unitUrl,
}: {
  words: Array<{ id: number; en: string; ru: string; transcription: string }>;
  query: string;
  unitUrl: string;
}) {
  const rows = sortVocabulary(filterVocabulary(words, query));
  return (
    <>
      {query ? (
        <p className="text-sm text-slate-600">
          {rows.length} of {words.length} words match “{query}”.{" "}
          <Link href={`/units/${unitUrl}/vocabulary`} className="text-brand-700 font-medium underline">
            Show all
          </Link>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyText />
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full text-left">
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold sm:pl-2">
                  Word
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Transcription
                </th>
                <th scope="col" className="px-4 py-2 font-semibold sm:pr-2">
                  Translation
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((word) => (
                <tr key={word.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  <td className="px-4 py-2.5 font-medium text-slate-900 sm:pl-2">{word.en}</td>
                  <td className="px-2 py-2.5 text-slate-500">{word.transcription}</td>
                  <td lang="ru" className="px-4 py-2.5 text-slate-700 sm:pr-2">
                    {word.ru}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
