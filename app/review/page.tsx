import { ClientMessages } from "@/components/layout/client-messages";
import { ReviewRunner } from "@/components/review/review-runner";
import { answerReviewAction } from "./actions";
import { SignInPrompt } from "@/components/statistics/sign-in-prompt";
import { DueTime } from "@/components/review/due-time";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { getPagePrincipal } from "@/lib/auth/current";
import { getReviewSession } from "@/lib/services/learning/review";

export const metadata = { title: "Review" };

/** Spaced review: the learner's due cards from every unit, scheduled by FSRS. */
export default async function ReviewPage() {
  const principal = await getPagePrincipal();
  if (!principal) {
    return (
      <Card className="mx-auto w-full max-w-[600px]">
        <PageTitle>Review</PageTitle>
        <SignInPrompt callbackUrl="/review" />
      </Card>
    );
  }
  const { cards, figures } = await getReviewSession({ principal });
  return (
    <div className="mx-auto flex w-full max-w-[600px] flex-col gap-4">
      <div>
        <PageTitle>Review</PageTitle>
        <p className="mt-1 text-slate-600">
          Words from all your units come back just before you would forget them.
        </p>
      </div>
      {/* Only the Russian prompt reaches the browser: the server checks the answers. The question card
          and the typed answer's comparison (components/test-runner, components/results) speak the page's language. */}
      <ClientMessages namespaces={["test"]}>
        <ReviewRunner
          answerReview={answerReviewAction}
          cards={cards.map((card) => ({ wordId: card.wordId, prompt: card.ru }))}
          empty={
            <Card className="flex flex-col items-start gap-4 p-5">
              {figures.nextDue ? (
                <div className="flex flex-col gap-1">
                  {/* The statistics page shows the same figures: "Due now" is 0 here. */}
                  <p className="text-slate-700">
                    Nothing to review — next card due{" "}
                    <DueTime iso={figures.nextDue} readAt={figures.readAt} />.
                  </p>
                  {figures.dueToday > 0 ? (
                    <p className="text-sm text-slate-600">
                      Due today: {figures.dueToday} {figures.dueToday === 1 ? "card" : "cards"} (within 24
                      hours).
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="text-slate-700">
                  Take a test to start reviewing: every word you answer in a words-writing, listening or
                  recognition test, or in learn mode, becomes a card here.
                </p>
              )}
              <ButtonLink href="/units" variant="secondary">
                Go to units
              </ButtonLink>
            </Card>
          }
        />
      </ClientMessages>
    </div>
  );
}
