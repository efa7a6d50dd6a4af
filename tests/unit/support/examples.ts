import { describe, expect, it } from "vitest";

type Subject = (...args: never[]) => unknown;

/** The arguments of one call followed by the value the call must return. */
type Example<F extends Subject> = readonly [...Parameters<F>, ReturnType<F>];

const show = (value: unknown): string => (value === undefined ? "undefined" : JSON.stringify(value));

function checkCall<F extends Subject>(
  subject: F,
  args: Parameters<F>,
  expected: unknown,
  shownResult: string,
): void {
  it(`${subject.name}(${args.map(show).join(", ")}) is ${shownResult}`, () => {
    expect(subject(...args)).toStrictEqual(expected);
  });
}

/**
 * Checks `subject` against worked examples grouped by the rule each illustrates, one test per
 * example, so that a failure names the exact call rather than the first of many asserts.
 * The subject's own name opens every title: pass a named function, not an inline arrow.
 */
export function examples<F extends Subject>(subject: F, rules: Record<string, readonly Example<F>[]>): void {
  for (const [rule, cases] of Object.entries(rules)) {
    describe(rule, () => {
      for (const example of cases) {
        const expected = example.at(-1);
        checkCall(subject, example.slice(0, -1) as Parameters<F>, expected, show(expected));
      }
    });
  }
}

/**
 * Like `examples`, for a subject with a few possible results, named in `results`: each rule lists
 * its calls under the result they must give, so the calls either side of the rule's limit sit
 * together.
 */
export function outcomes<F extends Subject, Result extends string>(
  subject: F,
  results: Record<Result, ReturnType<F>>,
  rules: Record<string, Partial<Record<NoInfer<Result>, readonly Parameters<F>[]>>>,
): void {
  const named = Object.entries(results) as [Result, ReturnType<F>][];
  for (const [rule, calls] of Object.entries(rules) as [string, Partial<Record<Result, Parameters<F>[]>>][]) {
    describe(rule, () => {
      for (const [result, expected] of named) {
        for (const args of calls[result] ?? []) checkCall(subject, args, expected, result);
      }
    });
  }
}
