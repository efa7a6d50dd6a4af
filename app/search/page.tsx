import { headers } from "next/headers";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { TitledSection } from "@/components/ui/titled-section";
import { counted } from "@/lib/domain/counted";
import { ErrorText } from "@/components/ui/status";
import { clientAddress } from "@/lib/auth/client-address";
import { load } from "@/lib/pages/page-data";
import {
  type ContentSearch,
  type FoundUnit,
  type FoundWord,
  SEARCH_RESULTS_SHOWN,
  searchContent,
} from "@/lib/services/content/search";

export const metadata = { title: "Search" };

/** "1 unit and 3 words match", "1 word matches": the kinds found, and the verb that agrees. */
function foundText(units: number, words: number): string {
  const kinds = [units ? counted(units, "unit") : "", words ? counted(words, "word") : ""];
  const single = units + words === 1;
  return `${kinds.filter(Boolean).join(" and ")} ${single ? "matches" : "match"}`;
}

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  return (
    <Card className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-5 sm:p-6">
      <PageTitle>Search</PageTitle>
      {query === "" ? (
        <p className="text-slate-600">
          Type an English or Russian word, or the name of a unit, into the search box at the top and press
          Enter.
        </p>
      ) : (
        <Results query={query} />
      )}
    </Card>
  );
}

async function Results({ query }: { query: string }) {
  const address = clientAddress(await headers());
  const found = await load(() => searchContent({ q: query, address }), "search");
  if (!found.ok) return <ErrorText message={found.message} />;
  const { units, words } = found.data;
  if (units.length + words.length === 0) {
    return (
      <p role="status" className="text-slate-600">
        Nothing matches “{query}”. Check the spelling, try the word in the other language, or{" "}
        <Link href="/units" className="text-brand-700 font-medium underline">
          browse the units
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <Summary query={query} found={found.data} />
      {units.length > 0 ? <UnitResults units={units} /> : null}
      {words.length > 0 ? <WordResults words={words} /> : null}
    </>
  );
}

function Summary({
  query,
  found: { units, words, more, nearMisses },
}: {
  query: string;
  found: ContentSearch;
}) {
  return (
    <div role="status" className="flex flex-col gap-1 text-slate-600">
      <p>
        {nearMisses
          ? `Nothing contains “${query}”; these are spelled like it.`
          : `${foundText(units.length, words.length)} “${query}”.`}
      </p>
      {more ? (
        <p className="text-sm">
          Only the first {SEARCH_RESULTS_SHOWN} of each are shown: type more of the word to narrow the search.
        </p>
      ) : null}
    </div>
  );
}

function UnitResults({ units }: { units: FoundUnit[] }) {
  return (
    <TitledSection id="units-found" title="Units">
      <ul className="flex flex-col gap-2">
        {units.map((unit) => (
          <li key={unit.id}>
            <Link
              href={`/units/${unit.url}`}
              className="hover:border-brand-500 hover:bg-brand-50 flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-slate-200 px-4 py-3"
            >
              <span className="text-brand-700 font-medium">{unit.name}</span>
              <span className="text-sm text-slate-600">
                {counted(unit.wordCount, "word")} · {counted(unit.phraseCount, "phrase")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function WordResults({ words }: { words: FoundWord[] }) {
  return (
    <TitledSection id="words-found" title="Words">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {words.map((word) => (
          <li key={word.id} className="flex flex-col gap-1 px-4 py-3">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span lang="en" className="font-semibold text-slate-900">
                {word.en}
              </span>
              <span className="text-sm text-slate-600">{word.transcription}</span>
              <span lang="ru" className="text-slate-800">
                {word.ru}
              </span>
            </p>
            <WordUnits word={word} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Where the word is learnt: each unit's vocabulary, filtered to the word. */
function WordUnits({ word }: { word: FoundWord }) {
  if (word.units.length === 0) return <p className="text-sm text-slate-600">Not in any unit yet</p>;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>Vocabulary of</span>
      {word.units.map((unit) => (
        <Link
          key={unit.id}
          href={`/units/${unit.url}/vocabulary?q=${encodeURIComponent(word.en)}`}
          className="text-brand-700 font-medium underline"
        >
          {unit.name}
          <span className="sr-only"> with “{word.en}”</span>
        </Link>
      ))}
    </p>
  );
}
