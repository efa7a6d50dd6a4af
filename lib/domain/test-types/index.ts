import { listening } from "./listening";
import { phrases } from "./phrases";
import { recognition } from "./recognition";
import { wordsWriting } from "./words-writing";

/**
 * Every type of test, in the order a unit's tests page lists them: the pages,
 * the runner, the REST results and openapi.json, and the scoring all follow
 * this list, so a type is its module and its place here.
 */
export const TEST_TYPES = [wordsWriting, phrases, listening, recognition] as const;

export type TestType = (typeof TEST_TYPES)[number];

export type TestTypeSlug = TestType["slug"];

export function isTestType(value: string): value is TestTypeSlug {
  return TEST_TYPES.some((type) => type.slug === value);
}

export function testTypeOf(slug: TestTypeSlug): TestType {
  return TEST_TYPES.find((type) => type.slug === slug)!;
}
