// Hostile JSON bodies for every route that takes one: nesting far past and
// exactly at the API's depth limit, an object of as many keys as fit in the
// 100 kB limit and one byte over it, a key of 90,000 characters, and
// prototype-pollution keys (`__proto__`, `constructor.prototype`) at the top
// level and nested. Each but the plain nesting carries a body that is
// otherwise valid for the route, so a server that read the hostile part wrong
// would show it: in an error, in a stored record or in a changed permission.
// Bodies are JSON text: an object literal's `__proto__` would set the
// prototype instead of creating a key.

/** The API's limits (lib/api/http.ts, lib/api/json-depth.ts). */
export const MAX_BODY_BYTES = 100 * 1024;
export const MAX_JSON_DEPTH = 32;
export const DEPTH_MESSAGE = `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`;
export const SIZE_MESSAGE = "Request body is larger than 100 kB";

/** What a polluted prototype would carry: privileges, and a marker no answer may show. */
export const POLLUTION_MARKER = "hostile-pollution-marker";
const PAYLOAD = JSON.stringify({
  isAdmin: true,
  admin: true,
  role: "admin",
  scopes: ["admin", "user"],
  polluted: POLLUTION_MARKER,
});

/** Which answer a case gets from a caller the route admits. */
type Expectation = "depth" | "size" | "accepted";

export type HostileCase = {
  name: string;
  expect: Expectation;
  /** For a wide object: its size in bytes. */
  wide?: number;
  /** The body, built from the route's valid body (JSON text of an object). */
  body: (valid: string) => string;
};

/** `fields` (JSON members, no braces) put before the valid body's own members. */
function withLeading(valid: string, fields: string): string {
  return valid === "{}" ? `{${fields}}` : `{${fields},${valid.slice(1)}`;
}

/** `count` objects nested in one another, the innermost empty: `{"a":{"a":{}}}` is 3. */
function nestedObjects(count: number): string {
  return `${'{"a":'.repeat(count - 1)}{}${"}".repeat(count - 1)}`;
}

/** How deep JSON text nests arrays and objects, counted apart from the API's own counter. */
export function depthOf(text: string): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[JSON.parse(text), 0]];
  for (let steps = 0; pending.length > 0 && steps < 1_000_000; steps++) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    for (const inner of Object.values(value)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

/**
 * The valid body plus short keys up to exactly `bytes` bytes: `"0":0` to
 * `"ZZZ":0` (upper case and digits, so no key of a route's body is named
 * twice), the last gap filled by the string value of `"KPAD"`. Answers the
 * text and its number of keys.
 */
export function wideBody(valid: string, bytes: number): { text: string; keys: number } {
  const parts: string[] = [valid.slice(0, -1)];
  let size = Buffer.byteLength(valid);
  let separator = valid === "{}" ? "" : ",";
  let keys = 0;
  // Room is left for the padding member: `,"KPAD":""` is 10 bytes.
  for (let index = 0; index < 46_656; index++) {
    const member = `${separator}"${index.toString(36).toUpperCase()}":0`;
    if (size + member.length + 10 > bytes) break;
    parts.push(member);
    size += member.length;
    separator = ",";
    keys++;
  }
  const padding = `${separator}"KPAD":""`;
  parts.push(`${padding.slice(0, -1)}${"x".repeat(bytes - size - padding.length)}"`, "}");
  const text = parts.join("");
  if (Buffer.byteLength(text) !== bytes) throw new Error(`wide body of ${Buffer.byteLength(text)} bytes`);
  return { text, keys: keys + 1 };
}

/** Prototype keys inside the body: a `meta` object, and each results answer. */
function nestedPollution(valid: string): string {
  const members = `"__proto__":${PAYLOAD},"constructor":{"prototype":${PAYLOAD}}`;
  return withLeading(valid, `"meta":{${members}}`).replaceAll('{"questionId":', `{${members},"questionId":`);
}

export const LONG_KEY_LENGTH = 90_000;

export const HOSTILE_CASES: HostileCase[] = [
  {
    name: "5,000 nested arrays",
    expect: "depth",
    body: () => `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  },
  {
    name: `${MAX_JSON_DEPTH + 1} nested objects`,
    expect: "depth",
    body: (valid) => withLeading(valid, `"deep":${nestedObjects(MAX_JSON_DEPTH)}`),
  },
  {
    name: `${MAX_JSON_DEPTH} levels`,
    expect: "accepted",
    body: (valid) => withLeading(valid, `"deep":${nestedObjects(MAX_JSON_DEPTH - 1)}`),
  },
  {
    name: `wide object of ${MAX_BODY_BYTES.toLocaleString("en")} bytes`,
    expect: "accepted",
    wide: MAX_BODY_BYTES,
    body: (valid) => wideBody(valid, MAX_BODY_BYTES).text,
  },
  {
    name: `wide object of ${(MAX_BODY_BYTES + 1).toLocaleString("en")} bytes`,
    expect: "size",
    wide: MAX_BODY_BYTES + 1,
    body: (valid) => wideBody(valid, MAX_BODY_BYTES + 1).text,
  },
  {
    name: `key of ${LONG_KEY_LENGTH.toLocaleString("en")} characters`,
    expect: "accepted",
    body: (valid) => withLeading(valid, `"${"k".repeat(LONG_KEY_LENGTH)}":1`),
  },
  {
    name: "`__proto__` at the top level",
    expect: "accepted",
    body: (valid) => withLeading(valid, `"__proto__":${PAYLOAD}`),
  },
  {
    name: "`constructor.prototype` at the top level",
    expect: "accepted",
    body: (valid) => withLeading(valid, `"constructor":{"prototype":${PAYLOAD}}`),
  },
  {
    name: "`__proto__` and `constructor.prototype` nested",
    expect: "accepted",
    body: nestedPollution,
  },
];

/** Keys a hostile body adds that no stored record or answer may carry. */
export const FOREIGN_KEYS = [
  "isAdmin",
  "admin",
  "role",
  "polluted",
  "deep",
  "meta",
  "kpad",
  "k0",
  "prototype",
];
