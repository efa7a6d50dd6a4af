export const TEST_TYPES = [
  { slug: "words-writing", index: 1, label: "Words writing" },
  { slug: "phrases", index: 2, label: "Phrases" },
] as const;

export type TestTypeSlug = "words-writing" | "phrases";

export function isTestType(value: string): value is TestTypeSlug {
  return TEST_TYPES.some((type) => type.slug === value);
}

export function testTypeLabel(value: string): string | null {
  return TEST_TYPES.find((type) => type.slug === value)?.label ?? null;
}
