import { compileErrors, validate } from "@readme/openapi-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/registry";
import { call } from "../../support/api";

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema };
type Operation = {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, { content?: { "application/json"?: { schema: Schema } } }>;
};
type Document = {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

let document: Document;

beforeAll(async () => {
  const response = await call<Document>("GET", "/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  document = response.body;
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

describe("GET openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toStrictEqual([{ url: "/english-api/api/v1" }]);

    const result = await validate(structuredClone(document) as never);

    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(result.specification).toBe("OpenAPI");
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it("documents every route of API_ROUTES with its method, and nothing else", () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = API_ROUTES.map((route) => `${route.method} ${openApiPath(route.path)}`);

    expect([...documented].sort()).toStrictEqual([...routes].sort());
  });

  it("declares the path parameters, request bodies and public calls of each route", () => {
    for (const route of API_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      if (!operation) throw new Error(`Missing ${route.method} ${route.path}`);
      const pathParameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(declared.map((parameter) => parameter.name)).toStrictEqual(pathParameters);
      expect(operation.requestBody !== undefined, `${route.method} ${route.path}`).toBe(
        route.body !== undefined,
      );
      if (route.access === "public") expect(operation.security).toStrictEqual([]);
    }
  });

  it("documents the typo flag of every answer of a result", () => {
    for (const testType of ["words-writing", "phrases"]) {
      const saved = document.paths[`/results/${testType}`]?.post?.responses?.["201"];
      const answer = saved?.content?.["application/json"]?.schema.properties?.answers?.items;
      expect(answer?.properties?.typo?.type, testType).toBe("boolean");
      expect(answer?.required, testType).toContain("typo");
    }
  });
});
