import { z } from "zod";
import * as endpoints from "@/lib/services/access/endpoints";
import * as scopes from "@/lib/services/access/scopes";
import * as users from "@/lib/services/access/users";
import { endpointInput, resetPasswordInput, scopeInput, userUpdateInput } from "@/lib/validation/access";
import { endpointOutput, savedOutput, scopeOutput, userOutput } from "@/lib/validation/outputs";
import { pageOutput, pageQuery } from "@/lib/validation/paging";
import { type ApiRoute, defineRoute, ok, routeGroup, saved } from "../define";
import { listOrPage } from "../query";
import { answers, READ_ERRORS, updateAnswers, WRITE_ERRORS } from "./docs";
import { crudRouteList, crudRoutes } from "./crud";

export const scopeRoutes = crudRoutes({
  resource: "scopes",
  tag: "Scopes",
  noun: "scope",
  listAccess: "admin",
  input: scopeInput,
  output: scopeOutput,
  service: {
    list: scopes.listScopes,
    create: scopes.createScope,
    update: scopes.updateScope,
    remove: scopes.deleteScope,
  },
});

export const endpointRoutes = crudRoutes({
  resource: "endpoints",
  tag: "Endpoints",
  noun: "endpoint",
  listAccess: "admin",
  input: endpointInput,
  output: endpointOutput,
  service: {
    list: endpoints.listEndpoints,
    create: endpoints.createEndpoint,
    update: endpoints.updateEndpoint,
    remove: endpoints.deleteEndpoint,
  },
});

const oneEndpoint = defineRoute({
  method: "GET",
  path: "/endpoints/:key",
  access: "admin",
  tag: "Endpoints",
  summary: "One endpoint by id or admin page url, with its scopes",
  responses: answers(200, "The endpoint", endpointOutput, [...READ_ERRORS, 404]),
  handle: async ({ params }) => ok(await endpoints.getEndpointByKey({ key: params.key! })),
});

const userRoute = routeGroup({ tag: "Users", access: "admin" });

export const userRoutes = {
  list: userRoute.get("/users", {
    summary: "Every user with their scopes, or with q, limit or cursor one page of them",
    query: pageQuery,
    responses: answers(
      200,
      "Every user (no paging parameters), or one page",
      z.union([userOutput.array(), pageOutput(userOutput)]),
      [400, ...READ_ERRORS, 429, 503],
    ),
    handle: async ({ query, address }) =>
      ok(await listOrPage(query, address, users.listUsers, users.pageUsers)),
  }),
  one: userRoute.get("/users/:login", {
    summary: "One user with their scopes",
    responses: answers(200, "The user", userOutput, [...READ_ERRORS, 404]),
    handle: async ({ params }) => ok(await users.getUserByLogin({ login: params.login! })),
  }),
  update: userRoute.put("/users", {
    summary: "Change a user's email and scopes (the login names the user)",
    body: userUpdateInput,
    responses: updateAnswers(userOutput),
    handle: async ({ body }) => saved(await users.updateUser(body), 200),
  }),
  resetPassword: userRoute.put("/users/reset-password", {
    summary: "Give a user a temporary password (answered once) and end all their sessions",
    body: resetPasswordInput,
    responses: answers(
      200,
      "Reset",
      savedOutput(z.object({ login: z.string(), temporaryPassword: z.string() })),
      [...WRITE_ERRORS, 404],
    ),
    handle: async ({ body }) => saved(await users.resetUserPassword(body), 200),
  }),
};

export const accessRouteList: ApiRoute[] = [
  ...crudRouteList(scopeRoutes),
  ...crudRouteList(endpointRoutes),
  oneEndpoint,
  ...Object.values(userRoutes),
];
