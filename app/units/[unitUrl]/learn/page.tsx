import Link from "next/link";
import { TimeZoneCookie } from "@/components/layout/time-zone-cookie";
import { LearnSession } from "@/components/learn/learn-session";
import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { getPagePrincipal } from "@/lib/auth/current";
import { counted } from "@/lib/domain/counted";
import { orNotFound } from "@/lib/pages/page-data";
import { getPageTimeZone } from "@/lib/pages/time-zone";
import { getLearnSession } from "@/lib/services/learning/learn";
import { learnWordsAction } from "./actions";

export const metadata = { title: "Learn new words" };

type Props = { params: Promise<{ unitUrl: string }> };

/** Learn mode: a unit's new words, met one at a time and then recalled, within the day's allowance. */
export default async function LearnPage({ params }: Props) {
  const { unitUrl } = await params;
  const principal = await getPagePrincipal();
  if (!principal) {
    return (
      <Card className="mx-auto w-full max-w-[600px]">
        <PageTitle>Learn new words</PageTitle>
        <SignInPrompt callbackUrl={`/units/${unitUrl}/learn`} />
      </Card>
    );
  }
  const session = await orNotFound(
    getLearnSession({ principal, unitKey: unitUrl, timeZone: await getPageTimeZone() }),
  );
  const { unit, words, newInUnit, newWordsPerDay, learnedToday } = session;
  return (
    <div className="mx-auto flex w-full max-w-[600px] flex-col gap-4">
      <div>
        <PageTitle>Learn new words</PageTitle>
        <p className="mt-1 text-slate-600">
          {unit.name}: {counted(newInUnit, "new word")} · {learnedToday} of {newWordsPerDay} learned today
        </p>
      </div>
      <LearnSession
        words={words}
        learn={learnWordsAction}
        nothingToLearn={
          <Card className="flex flex-col items-start gap-4 p-5">
            {newInUnit === 0 ? (
              <p className="text-slate-700">
                You have met every word of this unit: they come back in review.
              </p>
            ) : (
              <p className="text-slate-700">
                You have learned today&apos;s {counted(newWordsPerDay, "new word")}. Come back tomorrow, or
                change the number in{" "}
                <Link href="/personal-account" className="text-brand-700 font-medium underline">
                  My account
                </Link>
                .
              </p>
            )}
            <ButtonLink href="/review" variant="secondary">
              Go to review
            </ButtonLink>
          </Card>
        }
      />
      <TimeZoneCookie />
    </div>
  );
}
