import { getTranslations } from "next-intl/server";
import { SignInCard } from "@/components/auth/sign-in-card";
import { ClientMessages } from "@/components/layout/client-messages";
import { ReviewRunner } from "@/components/review/review-runner";
import { answerReviewAction } from "./actions";
import { DueTime } from "@/components/review/due-time";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { getPagePrincipal } from "@/lib/auth/current";
import { getReviewSession } from "@/lib/services/learning/review";
import { getUpcomingCards } from "@/lib/services/learning/upcoming-cards";

export async function generateMetadata() {
  const t = await getTranslations("review.page");
  return { title: t("title") };
}

/** Spaced review: the learner's due cards from every unit, scheduled by FSRS. */
export default async function ReviewPage() {
  const principal = await getPagePrincipal();
  const t = await getTranslations("review.page");
  if (!principal) return <SignInCard title={t("title")} callbackUrl="/review" />;
  const [{ cards, figures }, upcoming] = await Promise.all([
    getReviewSession({ principal }),
    getUpcomingCards({ principal }),
  ]);
  const { nextDue } = figures;
  return (
    <div className="mx-auto flex w-full max-w-[600px] flex-col gap-4">
      <div>
        <PageTitle>{t("title")}</PageTitle>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <ClientMessages
        areas={["review", "test.question", "test.progress", "test.feedback", "test.diff", "test.speak"]}
      >
        <ReviewRunner
          login={principal.login}
          answerReview={answerReviewAction}
          cards={cards.map(({ wordId, ru, en, transcription }) => ({
            wordId,
            prompt: ru,
            en,
            transcription,
          }))}
          upcoming={upcoming.cards.map(({ wordId, ru, en, transcription, due }) => ({
            wordId,
            prompt: ru,
            en,
            transcription,
            due,
          }))}
          empty={
            <Card className="flex flex-col items-start gap-4 p-5">
              {nextDue ? (
                <div className="flex flex-col gap-1">
                  {/* The statistics page shows the same figures: "Due now" is 0 here. */}
                  <p className="text-slate-700">
                    {t.rich("nothingDue", {
                      due: () => <DueTime iso={nextDue} readAt={figures.readAt} />,
                    })}
                  </p>
                  {figures.dueToday > 0 ? (
                    <p className="text-sm text-slate-600">{t("dueToday", { count: figures.dueToday })}</p>
                  ) : null}
                </div>
              ) : (
                <p className="text-slate-700">{t("takeTest")}</p>
              )}
              <ButtonLink href="/units" variant="secondary">
                {t("goToUnits")}
              </ButtonLink>
            </Card>
          }
        />
      </ClientMessages>
    </div>
  );
}
