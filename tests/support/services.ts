import { type ApiRoute, routeBody } from "@/lib/api/define";
import { endpointRoutes, scopeRoutes, userRoutes } from "@/lib/api/routes/access";
import { accountRoutes, signInRoutes } from "@/lib/api/routes/auth";
import { phraseRoutes, unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import { resultRoutesByType } from "@/lib/api/routes/results";
import { reviewRoutes } from "@/lib/api/routes/review";
import type { Principal } from "@/lib/domain/principal";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import * as accounts from "@/lib/services/access/accounts";
import * as results from "@/lib/services/learning/results";
import * as review from "@/lib/services/learning/review";
import * as users from "@/lib/services/access/users";

// The writing services as a caller reaches them: what was sent is read with
// the route's own schema first (routeBody, the dispatcher's and the server
// actions' boundary), so the tests send plain objects, partial or malformed.

const throughRoute =
  <Body, T>(route: ApiRoute<Body, unknown>, service: (body: Body) => Promise<T>) =>
  async (sent: unknown) =>
    service(routeBody(route, sent));

export const createUnit = throughRoute(unitRoutes.create, unitRoutes.service.create);
export const updateUnit = throughRoute(unitRoutes.update, unitRoutes.service.update);
export const createWord = throughRoute(wordRoutes.create, wordRoutes.service.create);
export const updateWord = throughRoute(wordRoutes.update, wordRoutes.service.update);
export const createPhrase = throughRoute(phraseRoutes.create, phraseRoutes.service.create);
export const updatePhrase = throughRoute(phraseRoutes.update, phraseRoutes.service.update);
export const createScope = throughRoute(scopeRoutes.create, scopeRoutes.service.create);
export const updateScope = throughRoute(scopeRoutes.update, scopeRoutes.service.update);
export const createEndpoint = throughRoute(endpointRoutes.create, endpointRoutes.service.create);
export const updateEndpoint = throughRoute(endpointRoutes.update, endpointRoutes.service.update);
export const updateUser = throughRoute(userRoutes.update, users.updateUser);
export const resetUserPassword = throughRoute(userRoutes.resetPassword, users.resetUserPassword);

export const logIn = async (sent: unknown, client: { address: string }) =>
  accounts.logIn(routeBody(signInRoutes.login, sent), client);

export const updateAccount = async (principal: Principal, sent: unknown) =>
  accounts.updateAccount(principal, routeBody(accountRoutes.update, sent));

export const changePassword = async (principal: Principal, sent: unknown, client: { address: string }) =>
  accounts.changePassword(principal, routeBody(accountRoutes.changePassword, sent), client);

export const submitResult = async ({
  principal,
  testType,
  input,
}: {
  principal: Principal;
  testType: TestTypeSlug;
  input: unknown;
}) =>
  results.submitResult({
    principal,
    testType,
    submission: routeBody(resultRoutesByType[testType].submit, input),
  });

export const answerReviews = async ({ principal, input }: { principal: Principal; input: unknown }) =>
  review.answerReviews({ principal, answers: routeBody(reviewRoutes.answer, input).answers });
