import { TEST_TYPES, type TestTypeSlug } from "@/lib/domain/test-types";
import { listResults, listUnitsWithResults, scoreTest, submitResult } from "@/lib/services/learning/results";
import { deleteTestDraft, getTestDraft, saveTestDraft } from "@/lib/services/learning/test-drafts";
import { AppError } from "@/lib/errors";
import { resultSubmissionInput, resultsQuery } from "@/lib/validation/results";
import { testDraftInput, testDraftQuery } from "@/lib/validation/test-drafts";
import {
  deletedOutput,
  resultOutput,
  scoredOutput,
  testDraftOutput,
  unitWithResultsOutput,
} from "@/lib/validation/outputs";
import { type ApiRoute, ok, routeGroup, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const resultRoute = routeGroup({ tag: "Results", access: "user" });

/** The unfinished test of one type: read, keep and drop the caller's own, per unit. */
function draftRoutes(slug: TestTypeSlug) {
  return {
    draft: resultRoute.get(`/results/${slug}/draft`, {
      summary: `The caller's unfinished ${slug} test of a unit (?unit= its id), to continue; 404 when there is none`,
      query: testDraftQuery,
      responses: answers(200, "The unfinished test", testDraftOutput, [400, 401, 403, 404]),
      async handle({ principal, query }) {
        const draft = await getTestDraft({
          principal: signedIn(principal),
          testType: slug,
          unitId: query.unit,
        });
        if (!draft) throw AppError.notFound("There is no unfinished test of this unit");
        return ok(draft);
      },
    }),
    saveDraft: resultRoute.put(`/results/${slug}/draft`, {
      summary:
        `Keep the caller's unfinished ${slug} test of a unit (replacing the one kept); submitting the test ` +
        "drops it",
      body: testDraftInput,
      responses: answers(200, "Kept", testDraftOutput, WRITE_ERRORS),
      handle: async ({ principal, body }) =>
        ok(await saveTestDraft({ principal: signedIn(principal), testType: slug, draft: body })),
    }),
    dropDraft: resultRoute.delete(`/results/${slug}/draft`, {
      summary: `Drop the caller's unfinished ${slug} test of a unit (?unit= its id), if there is one`,
      query: testDraftQuery,
      responses: answers(200, "Dropped", deletedOutput, [400, 401, 403]),
      async handle({ principal, query }) {
        await deleteTestDraft({ principal: signedIn(principal), testType: slug, unitId: query.unit });
        return ok({ deleted: true });
      },
    }),
  };
}

/** The results calls of one test type: read a unit's results, submit one, score one without storing it. */
function testTypeRoutes(slug: TestTypeSlug) {
  return {
    list: resultRoute.get(`/results/${slug}`, {
      summary: `${slug} results of one unit, oldest first: the caller's own, or another user's (admin)`,
      query: resultsQuery,
      responses: answers(200, "The results", resultOutput(slug).array(), [400, 401, 403, 404]),
      async handle({ principal, query }) {
        const { unit, login } = query;
        return ok(await listResults({ principal: signedIn(principal), testType: slug, unitId: unit, login }));
      },
    }),
    submit: resultRoute.post(`/results/${slug}`, {
      summary: `Submit a ${slug} test; the server scores and stores it`,
      body: resultSubmissionInput,
      responses: answers(201, "Scored and saved", resultOutput(slug), [...WRITE_ERRORS, 429]),
      handle: async ({ principal, body }) =>
        ok(await submitResult({ principal: signedIn(principal), testType: slug, submission: body }), 201),
    }),
    // Guests take tests but cannot submit results (SPEC): this is how they see their score.
    score: resultRoute.post(`/results/${slug}/score`, {
      access: "public",
      summary: `Score a ${slug} test without storing it: the score a guest, who cannot submit results, sees`,
      body: resultSubmissionInput,
      responses: answers(200, "Scored, not saved", scoredOutput(slug), WRITE_ERRORS),
      handle: async ({ body }) => ok(await scoreTest({ testType: slug, submission: body })),
    }),
    ...draftRoutes(slug),
  };
}

export const resultRoutesByType = Object.fromEntries(
  TEST_TYPES.map(({ slug }) => [slug, testTypeRoutes(slug)]),
) as Record<TestTypeSlug, ReturnType<typeof testTypeRoutes>>;

export const resultRouteList: ApiRoute[] = [
  ...TEST_TYPES.flatMap(({ slug }) => Object.values<ApiRoute>(resultRoutesByType[slug])),
  resultRoute.get("/users/:login/units/:testType", {
    summary: "Every unit with a user's results of one test type (own login, or admin)",
    responses: answers(200, "Units with results", unitWithResultsOutput.array(), [401, 403, 404]),
    handle: async ({ principal, params }) =>
      ok(
        await listUnitsWithResults({
          principal: signedIn(principal),
          testType: params.testType!,
          login: params.login!,
        }),
      ),
  }),
];
