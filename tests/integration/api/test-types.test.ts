import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TEST_TYPES, type TestType } from "@/lib/domain/test-types";
import type { UnitDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import { call, demoTokens, validationBody } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";

// Every type of the list, and nothing but the list, has its REST results,
// their validation and their openapi.json entries: a new type needs its
// module and its place in the list, no edit here or in the routes.

type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[] };
type Operation = { responses: Record<string, { content?: { "application/json"?: { schema: Schema } } }> };

const tokens = demoTokens("learner");
let paths: Record<string, Record<string, Operation>>;
let unit: UnitDto;

beforeAll(async () => {
  [
    {
      body: { paths },
    },
    { unit },
  ] = await Promise.all([
    call<{ paths: typeof paths }>("GET", "/openapi.json"),
    makeFilledUnit({ words: 3, phrases: 2 }),
  ]);
});

// As nested in a result, without the standalone document's $schema.
function answerSchemaOf(type: TestType) {
  const { $schema: _, ...schema } = z.toJSONSchema(type.answer, { target: "draft-2020-12", io: "output" });
  return schema;
}

describe.for(TEST_TYPES.map((type) => [type.slug, type] as const))("the %s test type", ([slug, type]) => {
  it("scores a submission against the unit's members it asks, answered with its module's answer schema", async () => {
    const saved = await call<TestResultDto>("POST", `/results/${slug}`, {
      token: tokens.learner,
      body: { unitId: unit.id, createdTs: 1, answers: [] },
    });

    expect(saved.status).toBe(201);
    expect(saved.body.result).toBe(0);
    expect(saved.body.answers).toHaveLength(unit[type.asks].length);
    for (const answer of saved.body.answers) expect(type.answer.parse(answer)).toStrictEqual(answer);
    const read = await call<TestResultDto[]>("GET", `/results/${slug}?unit=${unit.id}`, {
      token: tokens.learner,
    });
    expect(read.body.map((result) => result.id)).toContain(saved.body.id);
  });

  it("validates a submission's body", async () => {
    const refused = await call("POST", `/results/${slug}`, {
      token: tokens.learner,
      body: { unitId: unit.id, createdTs: 1, answers: "none" },
    });

    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject(validationBody({ answers: "Answers must be a list" }));
  });

  it("documents its results and a submission's result with its module's answer schema", () => {
    const listed = paths[`/results/${slug}`]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    const saved = paths[`/results/${slug}`]?.post?.responses["201"]?.content?.["application/json"]?.schema;

    expect(listed?.items?.properties?.answers?.items).toStrictEqual(answerSchemaOf(type));
    expect(saved?.properties?.answers?.items).toStrictEqual(answerSchemaOf(type));
  });
});

describe("the results routes", () => {
  it("are those of the listed types and no other", async () => {
    const documented = Object.keys(paths).filter((path) => path.startsWith("/results/"));

    expect(documented.sort()).toStrictEqual(
      TEST_TYPES.flatMap((type) => [
        `/results/${type.slug}`,
        `/results/${type.slug}/draft`,
        `/results/${type.slug}/score`,
      ]).sort(),
    );
    expect((await call("GET", `/results/dictation?unit=${unit.id}`, { token: tokens.learner })).status).toBe(
      404,
    );
  });
});
