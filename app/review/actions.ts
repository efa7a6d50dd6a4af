"use server";

import { type ActionResult, requirePrincipal, runAction } from "@/lib/actions";
import { answerReviews } from "@/lib/services/review";
import type { ReviewAnswersDto } from "@/lib/types/review";

/** POST /review/answers: the server grades the caller's answers and schedules their cards. */
export async function answerReviewAction(input: unknown): Promise<ActionResult<ReviewAnswersDto>> {
  return runAction({ method: "POST", path: "/review/answers" }, (principal) =>
    answerReviews({ principal: requirePrincipal(principal), input }),
  );
}
