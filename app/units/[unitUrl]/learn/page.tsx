import { getTranslations } from "next-intl/server";
import { SignInCard } from "@/components/auth/sign-in-card";
import { ClientMessages } from "@/components/layout/client-messages";
import { TimeZoneCookie } from "@/components/layout/time-zone-cookie";
import { LearnSession } from "@/components/learn/learn-session";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { linkTag } from "@/components/ui/text-link";
import { getPagePrincipal } from "@/lib/auth/current";
import { orNotFound } from "@/lib/pages/page-data";
import { getPageTimeZone } from "@/lib/pages/time-zone";
import { getLearnSession } from "@/lib/services/learning/learn";
import { learnWordsAction } from "./actions";

export async function generateMetadata() {
  const t = await getTranslations("units.learn");
  return { title: t("title") };
}

type Props = { params: Promise<{ unitUrl: string }> };

/** Learn mode: a unit's new words, met one at a time and then recalled, within the day's allowance. */
export default async function LearnPage({ params }: Props) {
  const { unitUrl } = await params;
  const principal = await getPagePrincipal();
  const t = await getTranslations("units.learn");
  if (!principal) return <SignInCard title={t("title")} callbackUrl={`/units/${unitUrl}/learn`} />;
  const session = await orNotFound(
    getLearnSession({ principal, unitKey: unitUrl, timeZone: await getPageTimeZone() }),
  );
  const { unit, words, newInUnit, newWordsPerDay, learnedToday } = session;
  return (
    <div className="mx-auto flex w-full max-w-[600px] flex-col gap-4">
      <div>
        <PageTitle>{t("title")}</PageTitle>
        <p className="mt-1 text-slate-600">
          <span translate="no">{unit.name}</span>:{" "}
          {t("summary", { count: newInUnit, learned: learnedToday, perDay: newWordsPerDay })}
        </p>
      </div>
      <ClientMessages
        areas={[
          "test.learn",
          "test.speak",
          "test.question",
          "test.progress",
          "test.feedback",
          "test.diff",
          "review",
        ]}
      >
        <LearnSession
          words={words}
          learn={learnWordsAction}
          nothingToLearn={
            <Card className="flex flex-col items-start gap-4 p-5">
              {newInUnit === 0 ? (
                <p className="text-slate-700">{t("metEvery")}</p>
              ) : (
                <p className="text-slate-700">
                  {t.rich("learnedToday", { count: newWordsPerDay, link: linkTag("/personal-account") })}
                </p>
              )}
              <ButtonLink href="/review" variant="secondary">
                {t("goToReview")}
              </ButtonLink>
            </Card>
          }
        />
      </ClientMessages>
      <TimeZoneCookie />
    </div>
  );
}
