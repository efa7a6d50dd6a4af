"use server";

import { cookies } from "next/headers";
import { requirePrincipal, validatedAction } from "@/lib/api/run-action";
import { reviewRoutes } from "@/lib/api/routes/review";
import { TIME_ZONE_COOKIE } from "@/lib/domain/time-zone";
import { learnWords } from "@/lib/services/learning/learn";
import type { ActionResult } from "@/lib/types/action-result";
import type { ReviewAnswersDto } from "@/lib/types/review";

/** POST /review/learn: the learner's first answers to new words, in the day of the browser's time zone. */
export async function learnWordsAction(input: unknown): Promise<ActionResult<ReviewAnswersDto>> {
  const cookieZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const body = typeof input === "object" && input !== null ? { ...input, timeZone: cookieZone } : input;
  return validatedAction(reviewRoutes.learn, body, ({ answers, timeZone }, principal) =>
    learnWords({ principal: requirePrincipal(principal), answers, timeZone }),
  );
}
