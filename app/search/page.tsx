import { headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { linkTag, TextLink } from "@/components/ui/text-link";
import { TitledSection } from "@/components/ui/titled-section";
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

export async function generateMetadata() {
  const t = await getTranslations("units.search");
  return { title: t("title") };
}

/** The query as the page repeats it: the learner's own text, in whichever language, not translated. */
const asTyped = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>;

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  const t = await getTranslations("units.search");
  return (
    <Card className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-5 sm:p-6">
      <PageTitle>{t("title")}</PageTitle>
      {query === "" ? <p className="text-slate-600">{t("hint")}</p> : <Results query={query} />}
    </Card>
  );
}

async function Results({ query }: { query: string }) {
  const address = clientAddress(await headers());
  const found = await load(() => searchContent({ q: query, address }), "search");
  if (!found.ok) return <ErrorText message={found.message} />;
  const t = await getTranslations("units.search");
  const { units, words } = found.data;
  if (units.length + words.length === 0) {
    return (
      <p role="status" className="text-slate-600">
        {t.rich("nothing", {
          query,
          q: asTyped,
          link: linkTag("/units"),
        })}
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

async function Summary({
  query,
  found: { units, words, more, nearMisses },
}: {
  query: string;
  found: ContentSearch;
}) {
  const t = await getTranslations("units.search");
  const found = {
    units: t("unitCount", { count: units.length }),
    words: t("wordCount", { count: words.length }),
  };
  // "1 unit and 3 words match", "1 word matches": the kinds found, and the verb that agrees.
  const kinds = units.length && words.length ? t("both", found) : units.length ? found.units : found.words;
  const summary = t.rich(units.length + words.length === 1 ? "foundOne" : "foundMany", {
    kinds,
    query,
    q: asTyped,
  });
  return (
    <div role="status" className="flex flex-col gap-1 text-slate-600">
      <p>{nearMisses ? t.rich("nearMisses", { query, q: asTyped }) : summary}</p>
      {more ? <p className="text-sm">{t("more", { count: SEARCH_RESULTS_SHOWN })}</p> : null}
    </div>
  );
}

async function UnitResults({ units }: { units: FoundUnit[] }) {
  const t = await getTranslations("units.search");
  return (
    <TitledSection id="units-found" title={t("units")}>
      <ul className="flex flex-col gap-2">
        {units.map((unit) => (
          <li key={unit.id}>
            <Link
              href={`/units/${unit.url}`}
              className="hover:border-brand-500 hover:bg-brand-50 flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-slate-200 px-4 py-3"
            >
              <span translate="no" className="text-brand-700 font-medium">
                {unit.name}
              </span>
              <span className="text-sm text-slate-600">
                {t("wordCount", { count: unit.wordCount })} · {t("phraseCount", { count: unit.phraseCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

async function WordResults({ words }: { words: FoundWord[] }) {
  const t = await getTranslations("units.search");
  return (
    <TitledSection id="words-found" title={t("words")}>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {words.map((word) => (
          <li key={word.id} className="flex flex-col gap-1 px-4 py-3">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span lang="en" className="font-semibold text-slate-900">
                {word.en}
              </span>
              <span translate="no" className="text-sm text-slate-600">
                {word.transcription}
              </span>
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
async function WordUnits({ word }: { word: FoundWord }) {
  const t = await getTranslations("units.search");
  if (word.units.length === 0) return <p className="text-sm text-slate-600">{t("notInUnit")}</p>;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>{t("vocabularyOf")}</span>
      {word.units.map((unit) => (
        <TextLink key={unit.id} href={`/units/${unit.url}/vocabulary?q=${encodeURIComponent(word.en)}`}>
          <span translate="no">{unit.name}</span>
          <span className="sr-only">
            {t.rich("withWord", { word: word.en, en: (chunks) => <span lang="en">{chunks}</span> })}
          </span>
        </TextLink>
      ))}
    </p>
  );
}
