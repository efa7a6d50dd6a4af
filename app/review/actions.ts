"use server";

import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import type { ActionResult } from "@/lib/types/action-result";
import { reviewRoutes } from "@/lib/api/routes/review";
import { answerReviews } from "@/lib/services/learning/review";
import type { ReviewAnswersDto } from "@/lib/types/review";

/** POST /review/answers: the server grades the caller's answers and schedules their cards. */
export async function answerReviewAction(input: unknown): Promise<ActionResult<ReviewAnswersDto>> {
  return validatedAction(reviewRoutes.answer, input, ({ answers }, principal) =>
    answerReviews({ principal: requirePrincipal(principal), answers }),
  );
}
