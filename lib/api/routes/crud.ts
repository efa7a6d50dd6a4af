import { z } from "zod";
import type { Principal } from "@/lib/domain/principal";
import type { Undoable } from "@/lib/validation/bulk";
import type { Page } from "@/lib/types/page";
import { type PageQuery, pageOutput, pageQuery } from "@/lib/validation/paging";
import { deletedOutput, savedOutput } from "@/lib/validation/outputs";
import { type ApiRoute, type DefaultAccess, deleted, ok, routeGroup, saved, signedIn } from "../define";
import { listOrPage } from "../query";
import { answers, READ_ERRORS, updateAnswers, WRITE_ERRORS } from "./docs";

/** What a managed resource offers: its list, and create, update and delete of one record. */
export type CrudService<Input, Dto> = {
  list: () => Promise<readonly Dto[]>;
  /** Searching and paging of the list (?q=, ?limit=, ?cursor=), where the resource offers it. */
  page?: (paging: PageQuery) => Promise<Page<Dto>>;
  create: (input: Input) => Promise<Dto>;
  update: (input: Input) => Promise<Dto>;
  /** A delete that can be undone answers how (the calls answer it in headers). */
  remove: (input: { key: string; principal: Principal }) => Promise<Undoable | void>;
};

/** The four calls of a managed resource, by name, and the service behind them. */
export type CrudRoutes<Input, Dto> = {
  /** Its query is read only where the service pages (`service.page`). */
  list: ApiRoute<undefined, PageQuery>;
  create: ApiRoute<Input>;
  update: ApiRoute<Input>;
  remove: ApiRoute;
  service: CrudService<Input, Dto>;
};

/**
 * The body of a DELETE is the contract's `{ deleted: true }`; how to undo it
 * travels beside it, for callers that want it: POST {resource}/undo with the token.
 */
const undoHeaders = ({ undoToken, undoUntil }: Undoable) => ({
  "undo-token": undoToken,
  "undo-until": undoUntil,
});

/** The routes of a managed resource in the order openapi.json lists them. */
export function crudRouteList<Input, Dto>(routes: CrudRoutes<Input, Dto>): ApiRoute[] {
  return [routes.list, routes.create, routes.update, routes.remove];
}

/**
 * The four calls every managed resource has: list, create (POST), update
 * (PUT with the id in the body) and delete by key.
 */
export function crudRoutes<Input, Dto>(options: {
  resource: string;
  tag: string;
  noun: string;
  listAccess: DefaultAccess;
  input: z.ZodType<Input>;
  output: z.ZodType;
  service: CrudService<Input, Dto>;
}): CrudRoutes<Input, Dto> {
  const { resource, tag, noun, input, output, service } = options;
  const { page } = service;
  const listErrors = options.listAccess === "public" ? [] : READ_ERRORS;
  const arrayOf = output.array();
  const resourceRoute = routeGroup({ tag, access: "admin" });
  return {
    service,
    list: resourceRoute.get<undefined, PageQuery>(`/${resource}`, {
      access: options.listAccess,
      summary: page
        ? `List ${resource}: every ${noun}, or with q, limit or cursor one page of them`
        : `List ${resource}`,
      ...(page ? { query: pageQuery } : {}),
      responses: page
        ? answers(
            200,
            `Every ${noun} (no paging parameters), or one page`,
            z.union([arrayOf, pageOutput(output)]),
            [400, ...listErrors, 429, 503],
          )
        : answers(200, `Every ${noun}`, arrayOf, listErrors),
      handle: async ({ query, address }) =>
        ok(page ? await listOrPage(query, address, service.list, page) : await service.list()),
    }),
    create: resourceRoute.post(`/${resource}`, {
      summary: `Create a ${noun}`,
      body: input,
      responses: answers(201, "Created", savedOutput(output), WRITE_ERRORS),
      handle: async ({ body }) => saved(await service.create(body), 201),
    }),
    update: resourceRoute.put(`/${resource}`, {
      summary: `Update a ${noun} (id in the body)`,
      body: input,
      responses: updateAnswers(output),
      handle: async ({ body }) => saved(await service.update(body), 200),
    }),
    remove: resourceRoute.delete(`/${resource}/:key`, {
      summary: `Delete a ${noun}`,
      responses: answers(200, "Deleted", deletedOutput, [401, 403, 404, 409]),
      handle: async ({ params, principal }) => {
        const undo = await service.remove({ key: params.key!, principal: signedIn(principal) });
        return undo ? { ...deleted, headers: undoHeaders(undo) } : deleted;
      },
    }),
  };
}
