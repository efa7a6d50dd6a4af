import { TEST_TYPES, type TestTypeSlug } from "@/lib/domain/test-types";
import { listResults, listUnitsWithResults, scoreTest, submitResult } from "@/lib/services/learning/results";
import { resultSubmissionInput, resultsQuery } from "@/lib/validation/results";
import { resultOutput, scoredOutput, unitWithResultsOutput } from "@/lib/validation/outputs";
import { type ApiRoute, defineRoute, ok, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

/** The results calls of one test type: read a unit's results, submit one, score one without storing it. */
function testTypeRoutes(slug: TestTypeSlug) {
  return {
    list: defineRoute({
      method: "GET",
      path: `/results/${slug}`,
      access: "user",
      tag: "Results",
      summary: `${slug} results of one unit, oldest first: the caller's own, or another user's (admin)`,
      query: resultsQuery,
      responses: answers(
        { 200: { description: "The results", schema: resultOutput(slug).array() } },
        [400, 401, 403, 404],
      ),
      async handle({ principal, query }) {
        const { unit, login } = query;
        return ok(await listResults({ principal: signedIn(principal), testType: slug, unitId: unit, login }));
      },
    }),
    submit: defineRoute({
      method: "POST",
      path: `/results/${slug}`,
      access: "user",
      tag: "Results",
      summary: `Submit a ${slug} test; the server scores and stores it`,
      body: resultSubmissionInput,
      responses: answers({ 201: { description: "Scored and saved", schema: resultOutput(slug) } }, [
        ...WRITE_ERRORS,
        429,
      ]),
      async handle({ principal, body }) {
        return ok(
          await submitResult({ principal: signedIn(principal), testType: slug, submission: body }),
          201,
        );
      },
    }),
    // Guests take tests but cannot submit results (SPEC): this is how they see their score.
    score: defineRoute({
      method: "POST",
      path: `/results/${slug}/score`,
      access: "public",
      tag: "Results",
      summary: `Score a ${slug} test without storing it: the score a guest, who cannot submit results, sees`,
      body: resultSubmissionInput,
      responses: answers(
        { 200: { description: "Scored, not saved", schema: scoredOutput(slug) } },
        WRITE_ERRORS,
      ),
      async handle({ body }) {
        return ok(await scoreTest({ testType: slug, submission: body }));
      },
    }),
  };
}

export const resultRoutesByType = Object.fromEntries(
  TEST_TYPES.map(({ slug }) => [slug, testTypeRoutes(slug)]),
) as Record<TestTypeSlug, ReturnType<typeof testTypeRoutes>>;

export const resultRouteList: ApiRoute[] = [
  ...TEST_TYPES.flatMap(({ slug }) => Object.values<ApiRoute>(resultRoutesByType[slug])),
  {
    method: "GET",
    path: "/users/:login/units/:testType",
    access: "user",
    tag: "Results",
    summary: "Every unit with a user's results of one test type (own login, or admin)",
    responses: answers(
      { 200: { description: "Units with results", schema: unitWithResultsOutput.array() } },
      [401, 403, 404],
    ),
    async handle({ principal, params }) {
      return ok(
        await listUnitsWithResults({
          principal: signedIn(principal),
          testType: params.testType!,
          login: params.login!,
        }),
      );
    },
  },
];
