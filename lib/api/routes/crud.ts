import type { z } from "zod";
import { deletedOutput, savedOutput } from "@/lib/validation/outputs";
import { type ApiRoute, type DefaultAccess, deleted, ok, saved } from "../define";
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
  list: () => Promise<unknown>;
  create: (input: unknown) => Promise<unknown>;
  update: (input: unknown) => Promise<unknown>;
  remove: (key: { key: string }) => Promise<void>;
}): ApiRoute[] {
  const { resource, tag, noun, input, output } = options;
  const listErrors = options.listAccess === "public" ? [] : READ_ERRORS;
  const arrayOf = output.array();
  return [
    {
      method: "GET",
      path: `/${resource}`,
      access: options.listAccess,
      tag,
      summary: `List ${resource}`,
      responses: answers({ 200: { description: `Every ${noun}`, schema: arrayOf } }, listErrors),
      handle: async () => ok(await options.list()),
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
