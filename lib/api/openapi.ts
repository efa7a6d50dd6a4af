import { z } from "zod";
import type { ApiRoute } from "./define";
import { API_BASE } from "./http";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, "{$1}");
}

/** OpenAPI 3.1, generated from the same zod schemas that validate the calls. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    if (route.query) {
      const querySchema = toSchema(route.query, "input") as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
        parameters.push({
          name,
          in: "query",
          required: querySchema.required?.includes(name) ?? false,
          schema,
        } as never);
      }
    }
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.schema
            ? { content: { "application/json": { schema: toSchema(answer.schema, "output") } } }
            : {}),
        },
      ]),
    );
    const operation = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? "").toUpperCase())}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(route.body, "input") } },
            },
          }
        : {}),
      responses,
      ...(route.access === "public" ? { security: [] } : {}),
      "x-default-access": route.access,
    };
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)]![route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Practice API",
      version: "1.0.0",
      description:
        "English vocabulary and phrase practice. Errors answer `{ statusCode, message, date }`; " +
        "access follows the scopes of endpoint rows, else the `x-default-access` of each call. " +
        "The API speaks English whatever interface language a user chose (the `locale` of " +
        "auth/personal-account): its messages are the same for every client.",
    },
    servers: [{ url: API_BASE }],
    components: {
      securitySchemes: { sessionToken: { type: "apiKey", in: "header", name: "X-Session-Token" } },
    },
    security: [{ sessionToken: [] }],
    paths,
  };
}
