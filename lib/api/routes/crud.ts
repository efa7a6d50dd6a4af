import { z } from "zod";
import type { Page } from "@/lib/types/page";
import { type PageQuery, pageOutput, pageQuery } from "@/lib/validation/paging";
import { deletedOutput, savedOutput } from "@/lib/validation/outputs";
import { type ApiRoute, type DefaultAccess, deleted, ok, saved } from "../define";
import { listOrPage } from "../query";
import { answers, READ_ERRORS, WRITE_ERRORS } from "./docs";

/**
 * The four calls every managed resource has: list, create (POST), update
 * (PUT with the id in the body) and delete by key.
 */
export function crudRoutes(options: {
  resource: string;
  tag: string;
  noun: string;
  listAccess: DefaultAccess;
  input: z.ZodType;
  output: z.ZodType;
  list: () => Promise<unknown[]>;
  /** Searching and paging of the list (?q=, ?limit=, ?cursor=), where the resource offers it. */
  page?: (paging: PageQuery) => Promise<Page<unknown>>;
  create: (input: unknown) => Promise<unknown>;
  update: (input: unknown) => Promise<unknown>;
  remove: (key: { key: string }) => Promise<void>;
}): ApiRoute[] {
  const { resource, tag, noun, input, output, page } = options;
  const listErrors = options.listAccess === "public" ? [] : READ_ERRORS;
  const arrayOf = output.array();
  return [
    {
      method: "GET",
      path: `/${resource}`,
      access: options.listAccess,
      tag,
      summary: page
        ? `List ${resource}: every ${noun}, or with q, limit or cursor one page of them`
        : `List ${resource}`,
      ...(page ? { query: pageQuery } : {}),
      responses: answers(
        {
          200: page
            ? {
                description: `Every ${noun} (no paging parameters), or one page`,
                schema: z.union([arrayOf, pageOutput(output)]),
              }
            : { description: `Every ${noun}`, schema: arrayOf },
        },
        page ? [400, ...listErrors] : listErrors,
      ),
      handle: async ({ query }) =>
        ok(page ? await listOrPage(query, options.list, page) : await options.list()),
    },
    {
      method: "POST",
      path: `/${resource}`,
      access: "admin",
      tag,
      summary: `Create a ${noun}`,
      body: input,
      responses: answers({ 201: { description: "Created", schema: savedOutput(output) } }, WRITE_ERRORS),
      handle: async ({ body }) => saved(await options.create(body), 201),
    },
    {
      method: "PUT",
      path: `/${resource}`,
      access: "admin",
      tag,
      summary: `Update a ${noun} (id in the body)`,
      body: input,
      responses: answers({ 200: { description: "Updated", schema: savedOutput(output) } }, [
        ...WRITE_ERRORS,
        404,
      ]),
      handle: async ({ body }) => saved(await options.update(body), 200),
    },
    {
      method: "DELETE",
      path: `/${resource}/:key`,
      access: "admin",
      tag,
      summary: `Delete a ${noun}`,
      responses: answers({ 200: { description: "Deleted", schema: deletedOutput } }, [401, 403, 404, 409]),
      handle: async ({ params }) => {
        await options.remove({ key: params.key! });
        return deleted;
      },
    },
  ];
}
