import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "@/lib/api/json-depth";
import { unstorableField } from "@/lib/validation/storable";

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;

describe("jsonNestsDeeperThan", () => {
  it("allows the limit and refuses one level more, for arrays and objects alike", () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${"}".repeat(MAX_JSON_DEPTH + 1)}`;
    expect(jsonNestsDeeperThan(objects, MAX_JSON_DEPTH)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ login: "[".repeat(100), password: '\\"{{{{"' + "{".repeat(100) });
    expect(jsonNestsDeeperThan(text, 2)).toBe(false);
  });

  it("reads 100,000 levels without recursion", () => {
    expect(jsonNestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe("unstorableField on values of any depth and shape", () => {
  it("walks 100,000 nested arrays without exhausting the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableField({ answers: deep })).toBe("answers");
    expect(unstorableField([[["fine"]]])).toBeNull();
  });

  it("stops at a value that refers to itself", () => {
    const cyclic: Record<string, unknown> = { name: "ok" };
    cyclic.self = cyclic;
    expect(unstorableField(cyclic)).toBeNull();
  });

  it("checks keys, including __proto__ and constructor", () => {
    expect(unstorableField(JSON.parse('{"__proto__": {"\\u0000": 1}}'))).toBe("__proto__");
    expect(unstorableField(JSON.parse('{"constructor": {"prototype": "x"}}'))).toBeNull();
  });
});
