// Requests generated from the served OpenAPI document with fast-check: each
// operation's path parameters, query parameters and request body (built from
// the body schema's shape with values drawn from what the database holds, then
// mutated), sent as a guest, a learner or an administrator; and every
// operation's path spelled otherwise (percent-encoded, double-encoded, mixed
// case, trailing slash), since an endpoint rule must judge the route that runs.
import fc from "fast-check";
import { TEST_TYPES } from "@/lib/domain/test-types";

export type Role = "guest" | "learner" | "admin";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export type Operation = {
  method: string;
  /** e.g. /units/{key} */
  template: string;
  pathParams: string[];
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return operations;
}

/** What the database holds now: plausible values come from here. */
export type Pools = {
  wordIds: number[];
  phraseIds: number[];
  units: Array<{ id: number; url: string; words: number[]; phrases: number[] }>;
  slugs: string[];
  logins: string[];
  scopeValues: string[];
  endpointKeys: string[];
};

export type FuzzRequest = {
  role: Role;
  operation: Operation;
  method: string;
  path: string;
  headers: Record<string, string>;
  raw?: string;
};

// Strings that trip up parsers, SQL and HTML, grouped by what they probe.
const NASTY = {
  blank: ["", " "],
  encoding: ["\u0000", "a\u0000b", "\ud800", "x\udfffy", "😀", "ёжик", "\u202e\u200b"],
  injection: [
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    "../../etc/passwd",
    "%00",
    "<script>alert(1)</script>",
  ],
  numberLike: ["null", "1e309", "-0", "NaN"],
  prototypeKeys: ["__proto__", "constructor"],
};
const nasty = fc.constantFrom(...Object.values(NASTY).flat());
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  nasty,
);
const huge = fc.constantFrom("x".repeat(3_000), "ж".repeat(40_000), "y".repeat(120_000));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300, -1e300),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("json"), { maxLength: 4 }),
    fc.dictionary(text, tie("json"), { maxKeys: 4 }),
  ),
}));

const slug = fc.stringMatching(/^[a-z][a-z0-9]{1,9}(-[a-z0-9]{1,5})?$/);
const loginText = fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/);
const password = fc.constantFrom("practice-learner", "long-enough-password", "short");

function pick<T>(items: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return items.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...items) }, fallback)
    : fallback;
}

/** Plausible values per field name, so generated bodies also get past validation. */
function plausible(name: string, pools: Pools): fc.Arbitrary<unknown> | undefined {
  const ids = fc.integer({ min: 1, max: 300 });
  switch (name) {
    case "id":
      return pick([...pools.wordIds, ...pools.phraseIds, ...pools.units.map((u) => u.id)], ids);
    case "unitId":
      return pick(
        pools.units.map((unit) => unit.id),
        ids,
      );
    case "login":
      return pick(pools.logins, loginText);
    case "email":
      return fc.oneof(
        fc.stringMatching(/^[a-z]{1,8}@example\.com$/),
        fc.constantFrom("learner@example.com", "x@"),
      );
    case "password":
    case "confirmPassword":
      return password;
    case "url":
      return fc.oneof(
        slug,
        pick(pools.slugs, slug),
        fc.constantFrom("/words/:id", "/units/:key/words", "/users"),
      );
    case "value":
      return pick(pools.scopeValues, slug);
    case "adminPageUrl":
      return pick(pools.endpointKeys, slug);
    case "method":
      return fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "post", "TRACE");
    case "scopes":
      return fc.subarray([...pools.scopeValues, "nope"], {
        maxLength: Math.min(3, pools.scopeValues.length + 1),
      });
    case "words":
      return fc.uniqueArray(pick(pools.wordIds, ids), { maxLength: 8 });
    case "phrases":
      return fc.uniqueArray(pick(pools.phraseIds, ids), { maxLength: 6 });
    case "createdTs":
      return fc.oneof({ weight: 5, arbitrary: fc.nat() }, fc.constantFrom(-1, 1.5, 1e20));
    case "answers":
      return fc.array(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 3 });
    default:
      return undefined;
  }
}

/** A value of the schema's shape. */
function fromSchema(schema: JsonSchema, name: string, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  const named = plausible(name, pools);
  if (named) return named;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => fromSchema(v, name, pools, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      const max = Math.min(schema.maxLength ?? 40, 40);
      if (schema.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .map((value) => value.slice(0, Math.max(max, 1)));
        } catch {
          // Not a pattern JavaScript reads: fall back to plain text.
        }
      }
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max });
    }
    case "integer":
      return fc.integer({
        min: schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000),
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case "number":
      return fc.double({ noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(depth > 3 ? scalar : fromSchema(schema.items ?? {}, name, pools, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        model[key] = fromSchema(property, key, pools, depth + 1);
      }
      return fc.record(model, { requiredKeys: schema.required?.filter((key) => key in properties) ?? [] });
    }
    default:
      return json;
  }
}

/** A submission for one unit's real questions (so some are scored and stored). */
function submission(pools: Pools, testType: string): fc.Arbitrary<unknown> {
  if (pools.units.length === 0) return fc.constant({});
  return fc.constantFrom(...pools.units).chain((unit) => {
    const asks = TEST_TYPES.find(({ slug }) => slug === testType)?.asks ?? "words";
    const questions = unit[asks];
    return fc.record({
      unitId: fc.constant(unit.id),
      createdTs: fc.nat(),
      answers: fc
        .shuffledSubarray(questions.length > 0 ? questions : [1], {
          maxLength: Math.min(12, Math.max(questions.length, 1)),
        })
        .chain((ids) =>
          fc.tuple(
            ...ids.map((questionId) =>
              fc.record({ questionId: fc.constant(questionId), answer: fc.string({ maxLength: 20 }) }),
            ),
          ),
        ),
    });
  });
}

type Mutation = (value: Record<string, unknown>) => fc.Arbitrary<unknown>;
const mutations: Mutation[] = [
  // Drop a field.
  (value) =>
    Object.keys(value).length === 0
      ? fc.constant(value)
      : fc.constantFrom(...Object.keys(value)).map((key) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
  // Replace a field by anything.
  (value) =>
    fc
      .tuple(fc.constantFrom(...Object.keys(value), "id"), fc.oneof(json, text, number, huge))
      .map(([key, inner]) => ({ ...value, [key]: inner })),
  // Extra fields, prototype names included.
  (value) =>
    fc
      .dictionary(fc.oneof(text, fc.constantFrom("__proto__", "constructor", "prototype", "isAdmin")), json, {
        maxKeys: 3,
      })
      .map((extra) => ({ ...extra, ...value })),
  // The body inside an array, or a bare scalar.
  (value) => fc.oneof(fc.constant([value]), scalar, fc.array(json, { maxLength: 3 })),
];

function rawBody(value: unknown): fc.Arbitrary<string> {
  const encoded = JSON.stringify(value) ?? "null";
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(encoded) },
    // Duplicate keys, truncation, broken syntax.
    { weight: 1, arbitrary: fc.constant(encoded.replace(/^\{/, '{"id":1,"id":"x",')) },
    {
      weight: 1,
      arbitrary: fc.nat({ max: Math.max(encoded.length - 1, 0) }).map((n) => encoded.slice(0, n)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", '{"a":}', "[1,]", "{'a':1}", "\u0000", "nul", '{"a":"\\ud800"}'),
    },
  );
}

const CONTENT_TYPES = [
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/vnd.api+json",
  "multipart/form-data; boundary=x",
];

function pathValue(name: string, pools: Pools, plausibleOnly = false): fc.Arbitrary<string> {
  const weird = fc.oneof(
    fc.constantFrom(
      "0",
      "-1",
      "2147483648",
      "99999999999999999999",
      "1.5",
      "1e3",
      "0x1",
      " 1",
      "01",
      "%",
      "%zz",
    ),
    fc.constantFrom("%00", "%C0%AF", "..", ".", "a%2Fb", "%2e%2e", "%E0%A4%A", "%F0%9F%98%80", "%D0%B6"),
    text.map((value) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return "%ED%A0%80";
      }
    }),
  );
  let known: string[];
  if (name === "login") known = pools.logins;
  else if (name === "testType") known = TEST_TYPES.map(({ slug }) => slug);
  else {
    known = [
      ...pools.slugs,
      ...pools.wordIds.map(String),
      ...pools.units.map((unit) => String(unit.id)),
      ...pools.units.map((unit) => unit.url),
      ...pools.scopeValues,
      ...pools.endpointKeys,
    ];
  }
  const plausible = known.length > 0 ? fc.constantFrom(...known).map(encodeURIComponent) : slug;
  if (plausibleOnly) return plausible;
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: weird });
}

/** A list's cursor as the API encodes one (base64url JSON), with values no page ever gave. */
const forgedCursor = fc
  .oneof(
    fc.tuple(
      fc.string(),
      fc.constantFrom(2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300, -1, 0, 1.5),
    ),
    fc.tuple(fc.oneof(fc.integer(), fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300))),
    fc.jsonValue(),
  )
  .map((values) => Buffer.from(JSON.stringify(values) ?? "null").toString("base64url"));

/** Values of the paging parameters of the lists: forged cursors, junk searches of any length. */
const PAGING_VALUES: Record<string, fc.Arbitrary<string>> = {
  cursor: fc.oneof({ weight: 3, arbitrary: forgedCursor }, text),
  q: fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[a-zа-я ]{1,110}$/) }, text),
  limit: fc.oneof(fc.integer().map(String), fc.constantFrom("0", "201", "1e3", "-1", "")),
};

function queryString(operation: Operation, pools: Pools): fc.Arbitrary<string> {
  const declared = operation.query.map((parameter) => {
    const value =
      PAGING_VALUES[parameter.name] ??
      (parameter.name === "unit"
        ? fc.oneof(
            {
              weight: 4,
              arbitrary: pick(
                pools.units.map((unit) => String(unit.id)),
                fc.nat().map(String),
              ),
            },
            fc.constantFrom("0", "-1", "1e999", "0x10", "abc", "", "99999999999", "1.5"),
          )
        : fc.oneof({ weight: 3, arbitrary: pick(pools.logins, loginText) }, text));
    return fc.option(
      value.map((v) => [parameter.name, v] as [string, string]),
      {
        nil: undefined,
        freq: parameter.required ? 8 : 2,
      },
    );
  });
  const extra = fc.dictionary(fc.oneof(text, fc.constantFrom("unit", "login", "_rsc")), text, { maxKeys: 2 });
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.tuple(...declared), fc.option(extra, { nil: undefined, freq: 5 }))
        .map(([pairs, more]) => {
          const params = new URLSearchParams();
          for (const pair of pairs) if (pair) params.append(pair[0], pair[1]);
          for (const [key, value] of Object.entries(more ?? {})) params.append(key, value);
          const search = params.toString();
          return search ? `?${search}` : "";
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("?%", "?unit=%E0%A4%A", "?unit=1&unit=2", "?=&&=", "?unit=1&login=%00"),
    },
  );
}

// How often each operation is drawn: the ones ending the caller's own session are rarer.
function weightOf(operation: Operation): number {
  if (operation.template === "/auth/logout") return 1;
  if (operation.template === "/auth/change-password" || operation.template === "/users/reset-password")
    return 2;
  if (operation.template === "/auth/personal-account" && operation.method === "PUT") return 3;
  return 10;
}

const ROLE = fc.constantFrom<Role>("guest", "learner", "admin", "admin");

/** A body of the operation's schema with plausible values (results: often a real submission). */
function shapedBody(operation: Operation, schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const testType = operation.template.startsWith("/results/") ? operation.template.split("/")[2]! : null;
  return testType
    ? fc.oneof(submission(pools, testType), fromSchema(schema, "", pools))
    : fromSchema(schema, "", pools);
}

export function requestArbitrary(
  operations: Operation[],
  pools: Pools,
  api: string,
): fc.Arbitrary<FuzzRequest> {
  const one = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
    const path = fc
      .tuple(...operation.pathParams.map((name) => pathValue(name, pools)))
      .map((values) =>
        operation.pathParams.reduce(
          (result, name, index) => result.replace(`{${name}}`, values[index]!),
          operation.template,
        ),
      );
    let body: fc.Arbitrary<string | undefined> = fc.constant(undefined);
    if (operation.body) {
      const shaped = shapedBody(operation, operation.body, pools);
      const mutated = shaped.chain((value) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? fc.constantFrom(...mutations).chain((mutate) => mutate(value as Record<string, unknown>))
          : fc.constant(value),
      );
      body = fc.oneof(
        { weight: 6, arbitrary: shaped.chain(rawBody) },
        { weight: 3, arbitrary: mutated.chain(rawBody) },
        {
          weight: 1,
          arbitrary: fc.oneof(
            json.map((value) => JSON.stringify(value) ?? "null"),
            huge,
          ),
        },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    } else {
      body = fc.option(
        json.map((value) => JSON.stringify(value) ?? "null"),
        { nil: undefined, freq: 10 },
      );
    }
    const contentType = fc.oneof(
      { weight: 12, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    const method = fc.oneof(
      { weight: 30, arbitrary: fc.constant(operation.method) },
      { weight: 1, arbitrary: fc.constantFrom("PATCH", "OPTIONS", "HEAD", "DELETE", "PUT", "POST") },
    );
    // Some callers come from other addresses, so the address limiter does not end every login.
    const forwarded = fc.option(
      fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
      { nil: undefined, freq: 3 },
    );
    return fc
      .record({
        role: ROLE,
        path,
        query: queryString(operation, pools),
        raw: body,
        contentType,
        method,
        forwarded,
      })
      .map(({ role, path: concrete, query, raw, contentType: type, method: verb, forwarded: address }) => {
        const headers: Record<string, string> = {};
        if (raw !== undefined && type) headers["content-type"] = type;
        if (address) headers["x-forwarded-for"] = address;
        return { role, operation, method: verb, path: `${api}${concrete}${query}`, headers, raw };
      });
  };
  return fc.oneof(
    ...operations.map((operation) => ({ weight: weightOf(operation), arbitrary: one(operation) })),
  );
}

/** How a spelling differs from the route's plain path. */
type SpellingKind =
  "encoded, lower-case hex" | "encoded, upper-case hex" | "double-encoded" | "mixed case" | "trailing slash";

export type SpelledRequest = FuzzRequest & { kind: SpellingKind };

/** One character percent-encoded: `words` → `w%6frds`; `wrap` shapes the hex digits. */
function encodeAt(segment: string, index: number, wrap: (hex: string) => string): string {
  const hex = segment.charCodeAt(index).toString(16).padStart(2, "0");
  return `${segment.slice(0, index)}%${wrap(hex)}${segment.slice(index + 1)}`;
}

/**
 * Other spellings of one concrete route path: in each literal segment one
 * character encoded with lower- and with upper-case hex (the same route, for
 * a router that decodes), one double-encoded and one letter's case flipped
 * (no route, or another), and the path with a trailing slash. `choose(n)`
 * picks which character (0 ≤ result < n); characters whose hex code holds a
 * letter are preferred, so the two hex spellings differ.
 */
function pathSpellings(
  template: string,
  concrete: string,
  choose: (count: number) => number,
): Array<{ kind: SpellingKind; path: string }> {
  const literal = template
    .split("/")
    .filter(Boolean)
    .map((segment) => !segment.startsWith("{"));
  const segments = concrete.split("/").filter(Boolean);
  const spellings: Array<{ kind: SpellingKind; path: string }> = [];
  const seen = new Set<string>([concrete]);
  const add = (kind: SpellingKind, path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    spellings.push({ kind, path });
  };
  for (const [position, segment] of segments.entries()) {
    if (!literal[position] || segment.length === 0) continue;
    const spelled = (replacement: string) =>
      `/${segments.map((other, at) => (at === position ? replacement : other)).join("/")}`;
    const indices = [...segment].map((_, index) => index);
    const lettered = indices.filter((index) => /[a-f]/.test(segment.charCodeAt(index).toString(16)));
    const candidates = lettered.length > 0 ? lettered : indices;
    const index = candidates[choose(candidates.length)]!;
    add("encoded, lower-case hex", spelled(encodeAt(segment, index, (hex) => hex.toLowerCase())));
    add("encoded, upper-case hex", spelled(encodeAt(segment, index, (hex) => hex.toUpperCase())));
    add("double-encoded", spelled(encodeAt(segment, index, (hex) => `25${hex}`)));
    const letters = indices.filter((at) => /[a-z]/i.test(segment[at]!));
    if (letters.length > 0) {
      const at = letters[choose(letters.length)]!;
      const flipped =
        segment[at] === segment[at]!.toUpperCase() ? segment[at]!.toLowerCase() : segment[at]!.toUpperCase();
      add("mixed case", spelled(`${segment.slice(0, at)}${flipped}${segment.slice(at + 1)}`));
    }
  }
  add("trailing slash", `${concrete}/`);
  return spellings;
}

/**
 * One operation's path in every spelling of pathSpellings, sent by each role,
 * with plausible path values and a plausible JSON body, so that a spelling
 * reaching the route does its work (or is refused as the route refuses).
 * `number` (the operation's index) varies the draw between operations.
 */
export function spelledRequests(
  operation: Operation,
  number: number,
  pools: Pools,
  api: string,
  seed: number,
): SpelledRequest[] {
  const requests: SpelledRequest[] = [];
  const draw = fc.record({
    values: fc.tuple(...operation.pathParams.map((name) => pathValue(name, pools, true))),
    body: operation.body ? shapedBody(operation, operation.body, pools) : fc.constant(undefined),
    choices: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.78.${a}.${b}`),
  });
  for (const [roleIndex, role] of (["guest", "learner", "admin"] as const).entries()) {
    const { values, body, choices, address } = fc.sample(draw, {
      numRuns: 1,
      seed: seed + number * 3 + roleIndex,
    })[0]!;
    const concrete = operation.pathParams.reduce(
      (result, name, index) => result.replace(`{${name}}`, values[index]!),
      operation.template,
    );
    let choice = 0;
    const choose = (count: number) => choices[choice++ % choices.length]! % count;
    const raw = body === undefined ? undefined : (JSON.stringify(body) ?? "null");
    for (const { kind, path } of pathSpellings(operation.template, concrete, choose)) {
      const headers: Record<string, string> = { "x-forwarded-for": address };
      if (raw !== undefined) headers["content-type"] = "application/json";
      requests.push({ kind, role, operation, method: operation.method, path: `${api}${path}`, headers, raw });
    }
  }
  return requests;
}
