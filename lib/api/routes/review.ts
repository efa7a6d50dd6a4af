import { getLearnSession, learnWords } from "@/lib/services/learning/learn";
import { answerReviews, getDueQueue } from "@/lib/services/learning/review";
import { dueQueueOutput, learnSessionOutput, reviewAnswersOutput } from "@/lib/validation/outputs";
import { learnAnswersInput, learnQuery, reviewAnswersInput, reviewDueQuery } from "@/lib/validation/review";
import { type ApiRoute, ok, routeGroup, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const reviewRoute = routeGroup({ tag: "Review", access: "user" });

export const reviewRoutes = {
  due: reviewRoute.get("/review/due", {
    summary:
      "Spaced review: up to 20 cards due now, the longest overdue first, with the counts due within 24 hours " +
      "and 7 days; the caller's own, or another user's with ?login= (admin)",
    query: reviewDueQuery,
    responses: answers(200, "The due queue", dueQueueOutput, [400, 401, 403, 404]),
    handle: async ({ principal, query }) =>
      ok(await getDueQueue({ principal: signedIn(principal), login: query.login })),
  }),
  answer: reviewRoute.post("/review/answers", {
    summary:
      "Answer review cards: the server grades each answer (wrong: again, typo: hard, right: good, right " +
      "within 3 s: easy) and schedules the caller's card with FSRS. `override: true` regrades the caller's " +
      "latest wrong review answer to that word, within an hour and once, as good (409 otherwise)",
    body: reviewAnswersInput,
    responses: answers(200, "The graded answers and each card's next due time", reviewAnswersOutput, [
      ...WRITE_ERRORS,
      409,
      429,
    ]),
    handle: async ({ principal, body }) =>
      ok(await answerReviews({ principal: signedIn(principal), answers: body.answers })),
  }),
  learnSession: reviewRoute.get("/review/learn", {
    summary:
      "Learn mode: the words of a unit (?unit= its id or url) the caller has never practised, in the unit's " +
      "order, as many as today's allowance of new words leaves (the day in ?timeZone=, UTC by default)",
    query: learnQuery,
    responses: answers(200, "The new words", learnSessionOutput, [400, 401, 404]),
    handle: async ({ principal, query }) =>
      ok(
        await getLearnSession({
          principal: signedIn(principal),
          unitKey: query.unit,
          timeZone: query.timeZone,
        }),
      ),
  }),
  learn: reviewRoute.post("/review/learn", {
    summary:
      "Answer words met for the first time: each becomes the caller's card, graded as a review answer; 409 " +
      "when a word has a card already or today's allowance of new words would be passed",
    body: learnAnswersInput,
    responses: answers(200, "The graded answers and each new card's due time", reviewAnswersOutput, [
      ...WRITE_ERRORS,
      409,
      429,
    ]),
    handle: async ({ principal, body }) =>
      ok(
        await learnWords({
          principal: signedIn(principal),
          answers: body.answers,
          timeZone: body.timeZone,
        }),
      ),
  }),
};

export const reviewRouteList: ApiRoute[] = Object.values(reviewRoutes);
