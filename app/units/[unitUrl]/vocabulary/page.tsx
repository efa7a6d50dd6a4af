import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { SpeakButton } from "@/components/speech/speak-button";
import { Card } from "@/components/ui/card";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { PageTitle } from "@/components/ui/page-title";
import { EmptyText, ErrorText } from "@/components/ui/status";
import { TextLink } from "@/components/ui/text-link";
import { answerVariants } from "@/lib/domain/answers";
import { filterVocabulary } from "@/lib/domain/filters";
import { sortVocabulary } from "@/lib/domain/sorting";
import { getUnitWithWords } from "@/lib/services/content/units";
import { BackLink } from "../../_components/back-link";
import { load } from "../../_components/unit-page-data";

export async function generateMetadata() {
  const t = await getTranslations("units.vocabulary");
  return { title: t("title") };
}

const COLUMNS = [
  { key: "word", className: "w-[28%] py-2 pr-1.5 pl-4 font-semibold sm:w-auto sm:pr-4 sm:pl-2" },
  { key: "transcription", className: "w-[34%] px-1.5 py-2 font-semibold sm:w-auto sm:px-2" },
  { key: "translation", className: "py-2 pr-3 pl-1.5 font-semibold sm:pr-2 sm:pl-4" },
] as const;

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
  // The unit and its words in one query.
  const unit = await load(() => getUnitWithWords({ key: unitUrl }));
  const t = await getTranslations("units");

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <BackLink href={`/units/${unitUrl}`}>
          {unit.ok ? <span translate="no">{unit.data.name}</span> : t("unit.title")}
        </BackLink>
        <PageTitle>{t("vocabulary.title")}</PageTitle>
      </div>
      {unit.ok ? (
        <ClientMessages areas={["test.speak"]}>
          <WordsTable words={unit.data.words} query={query} unitUrl={unitUrl} />
        </ClientMessages>
      ) : null}
      {unit.ok ? null : <ErrorText message={unit.message} />}
    </Card>
  );
}

async function WordsTable({
  words,
  query,
  unitUrl,
}: {
  words: Array<{ id: number; en: string; ru: string; transcription: string }>;
  query: string;
  unitUrl: string;
}) {
  const rows = sortVocabulary(filterVocabulary(words, query));
  const t = await getTranslations("units.vocabulary");
  const columns = COLUMNS.map(({ key, className }) => ({ label: t(key), className }));
  return (
    <>
      {query ? (
        <p className="text-sm text-slate-600">
          {t.rich("matches", {
            shown: rows.length,
            total: words.length,
            query,
            q: (chunks) => <span translate="no">{chunks}</span>,
          })}{" "}
          <TextLink href={`/units/${unitUrl}/vocabulary`}>{t("showAll")}</TextLink>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyText />
      ) : (
        <div className="-mx-4 sm:mx-0">
          {/* On a phone the columns take fixed shares of the width (their headers and a unit's words fit
              them); a longer word breaks inside its cell instead of pushing the table past the screen. */}
          <table className="vocabulary-table w-full text-left text-sm sm:text-base">
            <thead className="border-b border-slate-200 text-[11px] text-slate-500 uppercase sm:text-xs sm:tracking-wide">
              <ColumnHeaders columns={columns} />
            </thead>
            <tbody>
              {/* The cells are styled by .vocabulary-table (globals.css): a row carries no classes. */}
              {rows.map((word) => (
                <tr key={word.id}>
                  <td lang="en">{word.en}</td>
                  {/* The button sits by the transcription, whose header makes that column wide enough on a phone. */}
                  <td>
                    <span>
                      <span translate="no">{word.transcription}</span>
                      <SpeakButton text={answerVariants(word.en)[0] ?? word.en} compact />
                    </span>
                  </td>
                  <td lang="ru">{word.ru}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
