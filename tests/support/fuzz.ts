// Arbitraries for fuzzing the REST API: for one route, a concrete path
// (random path parameters and query strings) and a raw body (random JSON,
// objects with the route's field names holding random or plausible values,
// huge strings, unicode, nested arrays) with a content type.
import fc from "fast-check";
import { z } from "zod";
import type { ApiRoute } from "@/lib/api/define";

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "😀",
  "ёжик",
  "Ω≈ç√∫",
  "\u202e\u200b",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "%00",
  "%",
  "<script>alert(1)</script>",
  "null",
  "1e309",
  "-0",
  "0x10",
  "99999999999",
  "2147483648",
  "-1",
  "1.5",
  "NaN",
];
const nasty = fc.constantFrom(...NASTY);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  nasty,
  fc.string({ minLength: 300, maxLength: 2000 }),
);
const huge = fc.constantFrom(
  "x".repeat(60_000),
  "ж".repeat(30_000),
  "😀".repeat(20_000),
  "y".repeat(120_000),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, 2, 3, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300, -1, 1.5),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("json"), { maxLength: 5 }),
    fc.dictionary(text, tie("json"), { maxKeys: 5 }),
  ),
}));
const nestedArrays = fc.array(fc.array(fc.array(scalar, { maxLength: 3 }), { maxLength: 3 }), {
  maxLength: 3,
});
const answers = fc.array(
  fc.record({ questionId: number, answer: fc.oneof(text, number) }, { requiredKeys: [] }),
  {
    maxLength: 15,
  },
);

// Plausible values per field name: bodies made of them get past validation
// into the services (unique and foreign keys, scoring, sessions).
const slug = fc.stringMatching(/^[a-z][a-z0-9]{1,10}(-[a-z0-9]{1,6})?$/);
const shortText = fc.string({ minLength: 1, maxLength: 30 });
const password = fc.constantFrom("practice-learner", "long-enough-password");
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  id: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 70 }) },
    fc.constantFrom(999_999, 2 ** 31, 0, -1, 1.5, "1"),
  ),
  login: fc.oneof(fc.constantFrom("learner", "editor", "nobody"), fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/)),
  email: fc.oneof(fc.stringMatching(/^[a-z]{1,8}@example\.com$/), fc.constant("learner@example.com")),
  password,
  confirmPassword: password,
  url: fc.oneof(slug, fc.constantFrom("apple", "travel", "/words/:id", "/units", "/units/:key/words")),
  name: shortText,
  value: fc.oneof(slug, fc.constantFrom("editor", "user")),
  description: fc.string(),
  adminPageUrl: fc.oneof(slug, fc.constant("create-word")),
  method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "post", "TRACE"),
  scopes: fc.oneof(fc.subarray(["user", "editor", "admin"]), fc.constant(["nope"])),
  words: fc.uniqueArray(fc.integer({ min: 1, max: 70 }), { maxLength: 6 }),
  phrases: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
  unitId: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }) },
    fc.constantFrom(999_999, 2 ** 31, 1e20),
  ),
  createdTs: fc.oneof({ weight: 4, arbitrary: fc.nat() }, fc.constantFrom(-1, 1e20, 1.5)),
  answers: fc.oneof(
    fc.array(fc.record({ questionId: fc.integer({ min: 1, max: 70 }), answer: fc.string() }), {
      maxLength: 8,
    }),
    fc.array(fc.string(), { maxLength: 4 }),
  ),
  en: shortText,
  ru: shortText,
  transcription: shortText,
  enQuestion: shortText,
  // Classes: join codes (well-formed or not) and assignments.
  code: fc.oneof(fc.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/), fc.constantFrom("abcd-efgh", "0000OOOO", "")),
  testType: fc.constantFrom("words-writing", "phrases", "listening", null, "nope"),
  dueDate: fc.constantFrom("2030-01-31", "2026-02-30", null, "tomorrow", "99999-01-01"),
  passMark: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-0.1, 1.5, 1e308)),
};

function fieldValue(name: string) {
  return fc.oneof(
    { weight: 30, arbitrary: PLAUSIBLE[name] ?? shortText },
    { weight: 2, arbitrary: json },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: number },
    { weight: 1, arbitrary: fc.array(number, { maxLength: 8 }) },
    { weight: 1, arbitrary: answers },
    { weight: 1, arbitrary: huge },
  );
}

function fieldNames(route: ApiRoute): string[] {
  if (!route.body) return [];
  const schema = z.toJSONSchema(route.body, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80"; // an encoded lone surrogate
  }
};
const RAW_SEGMENTS = [
  "1",
  "2",
  "food-and-drink",
  "apple",
  "create-word",
  "admin",
  "learner",
  "words-writing",
];
const segment = fc.oneof(
  fc.constantFrom(
    ...RAW_SEGMENTS,
    "phrases",
    "0",
    "99999999999",
    "2147483648",
    "%",
    "%zz",
    "%E0%A4%A",
    "%00",
    "%2F",
    "..",
  ),
  fc.nat().map(String),
  fc.integer().map(String),
  text.map(safeEncode),
);
const RAW_QUERIES = [
  "?unit=%",
  "?unit=1&unit=2",
  "?unit=99999999999",
  "?unit=1&login=%00",
  "?unit=1&login=admin",
];
/** A cursor as the lists encode one (base64url JSON), with values no list ever gave. */
const forgedCursor = fc
  .oneof(
    fc.tuple(text, fc.oneof(number, fc.constantFrom(2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER))),
    fc.tuple(fc.oneof(number, fc.constantFrom(2_147_483_648, -1, 0))),
    json,
  )
  .map((values) => Buffer.from(JSON.stringify(values) ?? "null").toString("base64url"));
/** Searches: junk letters up to the 100 allowed (past them too), or any text. */
const search = fc.oneof(fc.stringMatching(/^[a-zа-я]{1,110}$/), text);
const paging = fc
  .record(
    {
      q: search,
      cursor: fc.oneof(forgedCursor, text),
      limit: fc.oneof(number.map(String), text),
    },
    { requiredKeys: [] },
  )
  .map((entries) => `?${new URLSearchParams(entries).toString()}`);
const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom(...RAW_QUERIES, "?unit=1e999", "?unit=0x10", "?unit=%201", "?unit=1&login=nobody"),
  paging,
  fc
    .dictionary(fc.oneof(fc.constantFrom("unit", "login"), text), fc.oneof(text, number.map(String)), {
      maxKeys: 4,
    })
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
);

export type FuzzRequest = { path: string; raw?: string; contentType?: string };

export function requestArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[0]);
  const path = fc
    .tuple(fc.array(segment, { minLength: params.length, maxLength: params.length }), query)
    .map(
      ([values, search]) =>
        params.reduce((result, param, index) => result.replace(param, values[index]!), route.path) + search,
    );
  if (route.method === "GET" || route.method === "DELETE")
    return path.map((concrete) => ({ path: concrete }));
  const names = fieldNames(route);
  const model = Object.fromEntries(names.map((name) => [name, fieldValue(name)]));
  const fields = fc.record(model, { requiredKeys: [] });
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.record(model).map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: fields.map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fields, fc.dictionary(text, json, { maxKeys: 3 }))
        .map(([a, b]) => JSON.stringify({ ...b, ...a })),
    },
    { weight: 2, arbitrary: json.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: nestedArrays.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.oneof(text, huge) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/json; charset=utf-8",
        "application/x-www-form-urlencoded",
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc.record({ path, raw: fc.option(body, { nil: undefined, freq: 10 }), contentType });
}
