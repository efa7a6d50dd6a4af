import { z } from "zod";
import * as endpoints from "@/lib/services/access/endpoints";
import * as scopes from "@/lib/services/access/scopes";
import * as users from "@/lib/services/access/users";
import { endpointInput, resetPasswordInput, scopeInput, userUpdateInput } from "@/lib/validation/access";
import { endpointOutput, savedOutput, scopeOutput, userOutput } from "@/lib/validation/outputs";
import { pageOutput, pageQuery } from "@/lib/validation/paging";
import { type ApiRoute, defineRoute, ok, saved } from "../define";
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
  responses: answers({ 200: { description: "The endpoint", schema: endpointOutput } }, [...READ_ERRORS, 404]),
  handle: async ({ params }) => ok(await endpoints.getEndpointByKey({ key: params.key! })),
});

export const userRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/users",
    access: "admin",
    tag: "Users",
    summary: "Every user with their scopes, or with q, limit or cursor one page of them",
    query: pageQuery,
    responses: answers(
      {
        200: {
          description: "Every user (no paging parameters), or one page",
          schema: z.union([userOutput.array(), pageOutput(userOutput)]),
        },
      },
      [400, ...READ_ERRORS, 429, 503],
    ),
    handle: async ({ query, address }) =>
      ok(await listOrPage(query, address, users.listUsers, users.pageUsers)),
  }),
  one: defineRoute({
    method: "GET",
    path: "/users/:login",
    access: "admin",
    tag: "Users",
    summary: "One user with their scopes",
    responses: answers({ 200: { description: "The user", schema: userOutput } }, [...READ_ERRORS, 404]),
    handle: async ({ params }) => ok(await users.getUserByLogin({ login: params.login! })),
  }),
  update: defineRoute({
    method: "PUT",
    path: "/users",
    access: "admin",
    tag: "Users",
    summary: "Change a user's email and scopes (the login names the user)",
    body: userUpdateInput,
    responses: updateAnswers(userOutput),
    handle: async ({ body }) => saved(await users.updateUser(body), 200),
  }),
  resetPassword: defineRoute({
    method: "PUT",
    path: "/users/reset-password",
    access: "admin",
    tag: "Users",
    summary: "Give a user a temporary password (answered once) and end all their sessions",
    body: resetPasswordInput,
    responses: answers(
      {
        200: {
          description: "Reset",
          schema: savedOutput(z.object({ login: z.string(), temporaryPassword: z.string() })),
        },
      },
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
