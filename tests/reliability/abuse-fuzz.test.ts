// Abuse: first, hostile JSON bodies (nested past and exactly at the depth
// limit, as wide as the size limit allows and one byte more, a 90,000-character
// key, prototype-pollution keys beside valid fields) on every route that takes
// a body, by each role: each answered as the limits say, no 5xx, and
// afterwards no permission gained and no stored record with a foreign key.
// Then 20,000+ requests generated from the served OpenAPI document, plus
// every route's path spelled otherwise (percent-encoded, double-encoded, mixed
// case, trailing slash) by each role. No 5xx, no stack trace or SQL in any
// body, and afterwards every table holds exactly what the accepted writes say:
// before + 201 creates − 200 deletes (results: per unit, since deleting a unit
// deletes its results).
import http from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddress, logIn, PASSWORDS, type Session } from "./support/app";
import { API, call, isFailure, type Outcome, pool, request } from "./support/http";
import {
  type FuzzRequest,
  type Operation,
  operationsOf,
  type Pools,
  requestArbitrary,
  type Role,
  type SpelledRequest,
  spelledRequests,
} from "./support/openapi-fuzz";
import {
  DEPTH_MESSAGE,
  depthOf,
  FOREIGN_KEYS,
  HOSTILE_CASES,
  LONG_KEY_LENGTH,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  POLLUTION_MARKER,
  SIZE_MESSAGE,
  wideBody,
} from "./support/hostile-bodies";
import { appOnPassDatabase } from "./support/per-file";
import { TEST_TYPES as TEST_TYPE_MODULES } from "@/lib/domain/test-types";
import { record } from "./support/report";

const TOTAL = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 21_000);
/** Requests between two checks of the fuzzing principals. */
const BATCH = 150;
/** Batches between two refreshes of the values drawn from the database. */
const REFRESH_EVERY = 4;
const CONCURRENCY = 12;
const SEED = Number(process.env.RELIABILITY_FUZZ_SEED ?? Date.now() % 2_147_483_647);
const TIME_LIMIT_MS = 5 * 60_000;
const RESOURCES = ["words", "phrases", "units", "scopes", "endpoints"] as const;
/** Every type of test, with what its questions are: each has its results calls. */
const TEST_TYPES = TEST_TYPE_MODULES.map(({ slug, asks }) => ({ slug, asks }));

const server = appOnPassDatabase("fuzz");

type Counts = Record<(typeof RESOURCES)[number] | "users" | "results", number> & {
  resultsByUnit: Map<number, number>;
  unitIds: Set<number>;
};

async function get<T>(path: string, token?: string): Promise<T> {
  const reply = await call(server.app.base, path, {
    headers: token ? { "x-session-token": token } : {},
    timeoutMs: 120_000,
  });
  if (reply.status !== 200)
    throw new Error(`GET ${path} answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  return reply.json as T;
}

/** Every table's rows as the API lists them (as an administrator outside the fuzz). */
async function countRows(token: string): Promise<Counts> {
  const counts = { resultsByUnit: new Map<number, number>(), unitIds: new Set<number>() } as Counts;
  for (const resource of RESOURCES)
    counts[resource] = (await get<unknown[]>(`${API}/${resource}`, token)).length;
  for (const unit of await get<Array<{ id: number }>>(`${API}/units`)) counts.unitIds.add(unit.id);
  const users = await get<Array<{ login: string }>>(`${API}/users`, token);
  counts.users = users.length;
  counts.results = 0;
  await pool(6, users.length * TEST_TYPES.length, async (index) => {
    const user = users[Math.floor(index / TEST_TYPES.length)]!;
    const type = TEST_TYPES[index % TEST_TYPES.length]!.slug;
    const units = await get<Array<{ id: number; results: unknown[] }>>(
      `${API}/users/${encodeURIComponent(user.login)}/units/${type}`,
      token,
    );
    for (const unit of units) {
      counts.results += unit.results.length;
      counts.resultsByUnit.set(unit.id, (counts.resultsByUnit.get(unit.id) ?? 0) + unit.results.length);
    }
  });
  return counts;
}

async function pools(token: string, exclude: Set<string>): Promise<Pools> {
  const words = await get<Array<{ id: number; url: string }>>(`${API}/words`);
  const phrases = await get<Array<{ id: number; url: string }>>(`${API}/phrases`, token);
  const units = await get<Array<{ id: number; url: string; words: number[]; phrases: number[] }>>(
    `${API}/units`,
  );
  const scopes = await get<Array<{ value: string }>>(`${API}/scopes`, token);
  const endpoints = await get<Array<{ id: number; adminPageUrl: string }>>(`${API}/endpoints`, token);
  const users = await get<Array<{ login: string }>>(`${API}/users`, token);
  return {
    wordIds: words.map((word) => word.id),
    phraseIds: phrases.map((phrase) => phrase.id),
    units,
    slugs: [...words.map((word) => word.url), ...phrases.map((phrase) => phrase.url)].slice(0, 200),
    logins: users
      .map((user) => user.login)
      .filter((login) => !exclude.has(login))
      .slice(0, 100),
    scopeValues: scopes.map((scope) => scope.value),
    endpointKeys: endpoints.flatMap((endpoint) => [String(endpoint.id), endpoint.adminPageUrl]),
  };
}

// What betrays internals in a body: stack frames, file paths, SQL, driver errors.
const STACK = [
  /\n\s+at\s+\S/,
  /\bat\s+\S+\s+\((?:file:|node:|\/)[^)]*:\d+:\d+\)/,
  /node_modules\//,
  /\.next\/server/,
  /\/work\//,
];
const SQL = [
  /\b(select\s+[\s\S]{1,80}?\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i,
  /failed query/i,
  /violates\s+(unique|foreign key|not-null|check)\s+constraint/i,
  /duplicate key value/i,
  /syntax error at or near/i,
  /invalid input syntax for/i,
  /\brelation\s+"[^"]+"/i,
  /\bcolumn\s+"[^"]+"/i,
  /PostgresError|DrizzleQueryError|PGlite/,
];

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Internals shown in a body; text the request itself carried (echoed back) does not count. */
function leaks(fuzz: FuzzRequest, outcome: Outcome & { status: number; text: string }): string[] {
  const sent = `${decoded(fuzz.path)}\n${fuzz.raw ?? ""}`;
  const found: string[] = [];
  const patterns = outcome.status >= 400 ? [...STACK, ...SQL] : STACK;
  for (const pattern of patterns) {
    const match = outcome.text.match(pattern);
    if (match && !sent.includes(match[0])) found.push(match[0].slice(0, 80));
  }
  return found;
}

function conformsToContract(outcome: { status: number; json: unknown }): boolean {
  const body = outcome.json as { statusCode?: unknown; message?: unknown; date?: unknown } | undefined;
  return (
    body?.statusCode === outcome.status &&
    typeof body.message === "string" &&
    typeof body.date === "string" &&
    !Number.isNaN(Date.parse(body.date))
  );
}

let registered = 0;
async function registerUser(prefix: string): Promise<Session> {
  registered += 1;
  const suffix = `${registered.toString(36)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const login = `${prefix}${suffix}`.slice(0, 32);
  const password = "reliability-password";
  const reply = await call(server.app.base, `${API}/auth/register`, {
    method: "POST",
    body: { login, email: `${login}@example.com`, password, confirmPassword: password },
    headers: { "x-forwarded-for": clientAddress() },
  });
  if (reply.status !== 201) throw new Error(`register ${login}: ${reply.status} ${reply.text}`);
  return { login, password, token: (reply.json as { token: string }).token };
}

async function promote(token: string, user: Session): Promise<void> {
  const reply = await call(server.app.base, `${API}/users`, {
    method: "PUT",
    headers: { "x-session-token": token },
    body: { login: user.login, email: `${user.login}@example.com`, scopes: ["admin", "user"] },
  });
  if (reply.status !== 200) throw new Error(`promote ${user.login}: ${reply.status} ${reply.text}`);
}

/** A small valid file for each CSV import. */
const IMPORT_FILES: Record<string, string> = {
  "/units/import": "url,name,words,phrases\r\nhostile-unit,Hostile,,",
  "/words/import": "url,en,ru,transcription\r\nhostile-word,hostile,враждебный,/ˈhɒstaɪl/",
  "/phrases/import": "url,enQuestion,ru,answers\r\nhostile-phrase,is it hostile,враждебно ли,yes",
};

type Access = "public" | "user" | "admin";
type Prepared = { path: string; valid: unknown; token?: string };
type HostileRoute = {
  access: Access;
  /** The path, an otherwise valid body and (for routes that end or change the caller's session or account) a fresh token. */
  prepare: (role: Role, caseIndex: number) => Promise<Prepared>;
  /** The route takes a file, so a body over the API's 100 kB is judged like any other (CSV imports). */
  takesFile?: boolean;
  /**
   * A class's call: its service judges who may (the class's teacher, a member) and what is there (a
   * class deleted by an earlier case, a code nobody has), so a refusal fits as well as a success.
   */
  judgedByOwner?: boolean;
};
type Content = (typeof RESOURCES)[number];

/** Every key of a JSON value (depth-bounded): what a stored record or an answer carries. */
function keysIn(value: unknown, depth = 0, found = new Set<string>()): Set<string> {
  if (depth > 40 || value === null || typeof value !== "object") return found;
  for (const [key, inner] of Object.entries(value)) {
    if (!Array.isArray(value)) found.add(key);
    keysIn(inner, depth + 1, found);
  }
  return found;
}

const sortedKeys = (value: unknown) =>
  Object.keys(value as object)
    .sort()
    .join(",");

describe("abuse: hostile bodies on every route that takes one", () => {
  it(
    "deep, wide, long-keyed and prototype-polluting bodies by guest, learner and admin: no 5xx, nothing polluted",
    { timeout: 4 * 60_000 },
    async () => {
      const started = Date.now();
      const logFrom = server.app.output().length;
      const document = (await call(server.app.base, `${API}/openapi.json`)).json;
      const all = operationsOf(document);
      const operations = all.filter((operation) => operation.method !== "GET");
      // Every operation with a body schema is among them (a GET with a body would be missed).
      expect(all.filter((operation) => operation.body && operation.method === "GET")).toEqual([]);
      // The bodies nest as deep as the cases say.
      expect(depthOf(HOSTILE_CASES[0]!.body("{}"))).toBe(5_000);
      expect(depthOf(HOSTILE_CASES[1]!.body('{"a":1}'))).toBe(MAX_JSON_DEPTH + 1);
      expect(depthOf(HOSTILE_CASES[2]!.body('{"a":1}'))).toBe(MAX_JSON_DEPTH);
      /** How many keys each wide object had. */
      const wideKeys: number[] = [];

      const demoAdmin = await logIn(server.app.base, "admin", PASSWORDS.admin);
      const adminAuth = { "x-session-token": demoAdmin.token };
      const run = Math.random().toString(36).slice(2, 8);
      let counter = 0;
      const next = () => ++counter;
      const slugOf = (n: number) => `hostile-${run}-${n}`;
      const learner = await registerUser("hlearner");
      const adminUser = await registerUser("hadmin");
      await promote(demoAdmin.token, adminUser);
      const admin = await logIn(server.app.base, adminUser.login, adminUser.password);
      const victim = await registerUser("hvictim");
      const loginTarget = await registerUser("htarget");
      const principals = { learner, admin };
      /** Users registered from hostile bodies, and learners who changed their account or password with one. */
      const registeredLogins = new Set<string>();
      const learnerLogins = new Set<string>();
      const shared: Record<Role, string | undefined> = {
        guest: undefined,
        learner: learner.token,
        admin: admin.token,
      };
      const freshUser = async (role: Role): Promise<Session | undefined> => {
        if (role === "guest") return undefined;
        const user = await registerUser("hfresh");
        if (role === "learner") {
          learnerLogins.add(user.login);
          return user;
        }
        await promote(demoAdmin.token, user);
        return logIn(server.app.base, user.login, user.password);
      };

      const newContent = (resource: Content, n: number): Record<string, unknown> => {
        const url = slugOf(n);
        switch (resource) {
          case "words":
            return { url, en: "hostile", ru: "враждебный", transcription: "[ˈhɒstaɪl]" };
          case "phrases":
            return { url, enQuestion: "a hostile body", ru: "враждебное тело", answers: ["a hostile body"] };
          case "units":
            return { name: `Hostile ${n}`, url, words: [], phrases: [] };
          case "scopes":
            return { name: `Hostile ${n}`, value: url, description: "hostile bodies" };
          case "endpoints":
            return { adminPageUrl: url, method: "GET", url: `/${url}`, scopes: ["admin"] };
        }
      };
      const create = async (resource: Content, body: Record<string, unknown>) => {
        const reply = await call(server.app.base, `${API}/${resource}`, {
          method: "POST",
          headers: adminAuth,
          body,
        });
        if (reply.status !== 201) throw new Error(`create ${resource}: ${reply.status} ${reply.text}`);
        return (reply.json as { data: { id: number } }).data;
      };
      // The key sets of records stored before, per resource: a record stored from a hostile body has no other.
      const listedKeys = {} as Record<Content | "users", string>;
      for (const resource of RESOURCES) {
        const [first] = await get<unknown[]>(`${API}/${resource}`, demoAdmin.token);
        listedKeys[resource] = sortedKeys(first);
      }
      const usersBefore = await get<Array<{ login: string }>>(`${API}/users`, demoAdmin.token);
      listedKeys.users = sortedKeys(usersBefore.find((user) => user.login === victim.login));
      // Records PUT updates (one per resource) and records each DELETE case removes.
      const targets = {} as Record<Content, Record<string, unknown>>;
      for (const resource of RESOURCES) {
        const body = newContent(resource, next());
        targets[resource] = { ...body, id: (await create(resource, body)).id };
      }
      const doomed = new Map<string, number>();
      await pool(6, RESOURCES.length * HOSTILE_CASES.length, async (index) => {
        const resource = RESOURCES[index % RESOURCES.length]!;
        const caseIndex = Math.floor(index / RESOURCES.length);
        doomed.set(`${resource} ${caseIndex}`, (await create(resource, newContent(resource, next()))).id);
      });
      const units = await get<Array<{ id: number; words: number[]; phrases: number[] }>>(`${API}/units`);
      const unit = units.find((candidate) => candidate.words.length > 0 && candidate.phrases.length > 0);
      if (!unit) throw new Error("no unit with words and phrases to submit results for");
      const membershipUnit = units.find((candidate) => candidate.id !== unit.id) ?? unit;
      // A class of the administrator's, which the class calls name (a hostile body changes nothing of it).
      const classReply = await call(server.app.base, `${API}/classes`, {
        method: "POST",
        headers: adminAuth,
        body: { name: `Hostile class ${run}` },
      });
      if (classReply.status !== 201)
        throw new Error(`create a class: ${classReply.status} ${classReply.text}`);
      const classId = (classReply.json as { data: { id: number } }).data.id;

      // Records for the bulk delete and its undo: named apart, so the count of this run's records leaves them out.
      const bulkRecord = (resource: "words" | "phrases") =>
        create(resource, { ...newContent(resource, next()), url: `bulk-${run}-${next()}` });
      const routeOf = (operation: Operation): HostileRoute => {
        const fixed = (path: string, valid: () => unknown, access: Access): HostileRoute => ({
          access,
          prepare: async () => ({ path, valid: valid() }),
        });
        // A submission, or its scoring for guests (the same body, nothing stored).
        const resultsOf = TEST_TYPES.find(({ slug }) =>
          [`/results/${slug}`, `/results/${slug}/score`].includes(operation.template),
        );
        if (operation.method === "POST" && resultsOf) {
          const questions = unit[resultsOf.asks];
          return fixed(
            operation.template,
            () => ({
              unitId: unit.id,
              createdTs: Date.now(),
              answers: [{ questionId: questions[0], answer: "hostile" }],
            }),
            operation.template.endsWith("/score") ? "public" : "user",
          );
        }
        // A learner's unfinished test: kept (one per learner, unit and type) or dropped.
        const draftOf = TEST_TYPES.find(({ slug }) => operation.template === `/results/${slug}/draft`);
        if (draftOf && operation.method === "PUT") {
          const questions = unit[draftOf.asks];
          return fixed(
            operation.template,
            () => ({ unitId: unit.id, questionIds: [questions[0]], answers: [null], position: 1 }),
            "user",
          );
        }
        if (draftOf && operation.method === "DELETE") {
          return fixed(`${operation.template}?unit=${unit.id}`, () => ({}), "user");
        }
        switch (`${operation.method} ${operation.template}`) {
          case "POST /auth/login":
            return fixed(
              "/auth/login",
              () => ({ login: loginTarget.login, password: loginTarget.password }),
              "public",
            );
          case "POST /auth/register":
            return fixed(
              "/auth/register",
              () => {
                const login = `hreg-${run}-${next()}`;
                registeredLogins.add(login);
                const password = "reliability-password";
                return { login, email: `${login}@example.com`, password, confirmPassword: password };
              },
              "public",
            );
          case "POST /auth/logout":
            // Logging out ends the caller's session: a session of its own per request.
            return {
              access: "user",
              prepare: async (role) => ({
                path: "/auth/logout",
                valid: {},
                token:
                  role === "guest"
                    ? undefined
                    : (await logIn(server.app.base, principals[role].login, principals[role].password)).token,
              }),
            };
          case "PUT /auth/personal-account":
            // Renames the caller: a user of its own per request.
            return {
              access: "user",
              prepare: async (role) => {
                const login = `hacct-${run}-${next()}`;
                if (role === "learner") learnerLogins.add(login);
                return {
                  path: "/auth/personal-account",
                  valid: { login, email: `${login}@example.com` },
                  token: (await freshUser(role))?.token,
                };
              },
            };
          case "PUT /auth/change-password":
            // Changes the password and ends the user's other sessions: a user of its own per request.
            return {
              access: "user",
              prepare: async (role) => {
                const user = await freshUser(role);
                const password = "reliability-password-2";
                return {
                  path: "/auth/change-password",
                  valid: { currentPassword: user?.password ?? "x", password, confirmPassword: password },
                  token: user?.token,
                };
              },
            };
          case "PUT /users":
            return fixed(
              "/users",
              () => ({ login: victim.login, email: `${victim.login}@example.com`, scopes: ["user"] }),
              "admin",
            );
          case "PUT /users/reset-password":
            // Ends the sessions of the victim, whose token nobody uses.
            return fixed("/users/reset-password", () => ({ login: victim.login }), "admin");
          // A preview: the file is read and judged, nothing is written.
          case "POST /units/import":
          case "POST /words/import":
          case "POST /phrases/import":
            return {
              ...fixed(operation.template, () => ({ csv: IMPORT_FILES[operation.template] }), "admin"),
              takesFile: true,
            };
          case "POST /words/bulk-delete":
          case "POST /phrases/bulk-delete":
          case "POST /words/add-to-unit":
          case "POST /words/remove-from-unit":
          case "POST /phrases/add-to-unit":
          case "POST /phrases/remove-from-unit": {
            // A record of its own per request: the ones the admin's bodies delete, or move into or
            // out of a unit no test of the fuzz is taken in.
            const resource = operation.template.split("/")[1] as "words" | "phrases";
            const membership = operation.template.endsWith("-unit") ? { unit: membershipUnit.id } : {};
            return {
              access: "admin",
              prepare: async (role) => ({
                path: operation.template,
                valid: { ids: [role === "admin" ? (await bulkRecord(resource)).id : 1], ...membership },
              }),
            };
          }
          case "POST /units/undo":
          case "POST /words/undo":
          case "POST /phrases/undo": {
            // An undo needs a delete of the same admin to undo: one per request (DELETE's token
            // comes in its Undo-Token header).
            const resource = operation.template.split("/")[1] as "units" | "words" | "phrases";
            return {
              access: "admin",
              prepare: async (role) => {
                if (role !== "admin") return { path: operation.template, valid: { token: "hostile" } };
                const { id } = await create(resource, {
                  ...newContent(resource, next()),
                  url: `bulk-${run}-${next()}`,
                });
                const deleted = await call(server.app.base, `${API}/${resource}/${id}`, {
                  method: "DELETE",
                  headers: adminAuth,
                });
                const undoToken = deleted.headers["undo-token"];
                if (deleted.status !== 200 || !undoToken)
                  throw new Error(`delete: ${deleted.status} ${deleted.text}`);
                return { path: operation.template, valid: { token: undoToken }, token: demoAdmin.token };
              },
            };
          }
          case "PUT /auth/practice-settings":
            return fixed("/auth/practice-settings", () => ({ dailyGoal: 20, newWordsPerDay: 10 }), "user");
          case "POST /review/learn":
            // A word is learned once: a learner of its own per request, to whom the word is new.
            return {
              access: "user",
              prepare: async (role) => ({
                path: "/review/learn",
                valid: { answers: [{ wordId: unit.words[0], answer: "hostile", elapsedMs: 4000 }] },
                token: (await freshUser(role))?.token,
              }),
            };
          case "POST /classes":
            return { ...fixed("/classes", () => ({ name: "Hostile" }), "admin"), judgedByOwner: true };
          case "POST /classes/join":
            return { ...fixed("/classes/join", () => ({ code: "ABCD2345" }), "user"), judgedByOwner: true };
          case "PUT /classes/{id}":
          case "POST /classes/{id}/join-code":
          case "POST /classes/{id}/leave":
          case "POST /classes/{id}/assignments":
          case "DELETE /classes/{id}/members/{login}":
          case "DELETE /classes/{id}/assignments/{assignment}":
          case "DELETE /classes/{id}": {
            const path = operation.template
              .replace("{id}", String(classId))
              .replace("{login}", victim.login)
              .replace("{assignment}", "1");
            const body = operation.template.endsWith("/assignments")
              ? { unitId: unit.id, passMark: 0.8 }
              : operation.method === "PUT"
                ? { name: "Hostile" }
                : {};
            return { ...fixed(path, () => body, "user"), judgedByOwner: true };
          }
          case "POST /review/answers":
            return fixed(
              "/review/answers",
              () => ({ answers: [{ wordId: unit.words[0], answer: "hostile", elapsedMs: 4000 }] }),
              "user",
            );
        }
        const resource = operation.template.split("/")[1] as Content;
        if (RESOURCES.includes(resource)) {
          if (operation.method === "POST" && operation.template === `/${resource}`)
            return fixed(`/${resource}`, () => newContent(resource, next()), "admin");
          if (operation.method === "PUT" && operation.template === `/${resource}`)
            return fixed(`/${resource}`, () => targets[resource], "admin");
          if (operation.method === "DELETE" && operation.template === `/${resource}/{key}`) {
            return {
              access: "admin",
              prepare: async (_role, caseIndex) => ({
                path: `/${resource}/${doomed.get(`${resource} ${caseIndex}`)}`,
                valid: {},
              }),
            };
          }
        }
        throw new Error(
          `No valid body for ${operation.method} ${operation.template}: add the route to the hostile-body cases`,
        );
      };
      const routes = operations.map((operation) => ({ operation, route: routeOf(operation) }));

      const statuses: Record<string, number> = {};
      const byCase: Record<string, Record<string, number>> = {};
      const serverErrors: string[] = [];
      const unexpected: string[] = [];
      const offContract: string[] = [];
      const foreign: string[] = [];
      /** Answers 2xx per operation, e.g. `POST /words` → 9. */
      const byOperation = new Map<string, number>();
      const byRoleAndOperation = new Map<string, number>();
      let sent = 0;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const send = async (role: Role, index: number) => {
        const { operation, route } = routes[Math.floor(index / HOSTILE_CASES.length)]!;
        const caseIndex = index % HOSTILE_CASES.length;
        const hostile = HOSTILE_CASES[caseIndex]!;
        const prepared = await route.prepare(role, caseIndex);
        const token = prepared.token ?? shared[role];
        const valid = JSON.stringify(prepared.valid);
        const raw = hostile.body(valid);
        if (hostile.wide) wideKeys.push(wideBody(valid, hostile.wide).keys);
        const headers: Record<string, string> = {
          "content-type": "application/json",
          "x-forwarded-for": clientAddress(),
        };
        if (token) headers["x-session-token"] = token;
        const outcome = await request(server.app.base, `${API}${prepared.path}`, {
          method: operation.method,
          headers,
          raw,
          agent,
          timeoutMs: 60_000,
        });
        sent += 1;
        const label = `${role} ${operation.method} ${prepared.path} with ${hostile.name}`;
        const status = isFailure(outcome) ? outcome.error : String(outcome.status);
        statuses[status] = (statuses[status] ?? 0) + 1;
        const counts = (byCase[hostile.name] ??= {});
        counts[status] = (counts[status] ?? 0) + 1;
        if (isFailure(outcome) || outcome.status >= 500) {
          serverErrors.push(`${label} → ${status} ${isFailure(outcome) ? "" : outcome.text.slice(0, 200)}`);
          return;
        }
        // What the route must answer: refused before its body is read, the body ignored (DELETE), or judged.
        let wanted: { status: number | "2xx"; message?: string };
        if (role === "guest" && route.access !== "public") wanted = { status: 401 };
        else if (role === "learner" && route.access === "admin") wanted = { status: 403 };
        else if (operation.method === "DELETE") wanted = { status: 200 };
        else if (hostile.expect === "depth") wanted = { status: 400, message: DEPTH_MESSAGE };
        else if (hostile.expect === "size" && !route.takesFile)
          wanted = { status: 413, message: SIZE_MESSAGE };
        else wanted = { status: "2xx" };
        const message = (outcome.json as { message?: unknown } | undefined)?.message;
        const judged = route.judgedByOwner && (wanted.status === "2xx" || wanted.status === 200);
        const fits = judged
          ? [200, 201, 403, 404, 409, 422].includes(outcome.status)
          : (wanted.status === "2xx"
              ? outcome.status >= 200 && outcome.status < 300
              : outcome.status === wanted.status) &&
            (wanted.message === undefined || message === wanted.message);
        if (!fits)
          unexpected.push(
            `${label} → ${outcome.status} ${outcome.text.slice(0, 160)} (expected ${wanted.status}${wanted.message ? ` “${wanted.message}”` : ""})`,
          );
        if (outcome.status < 300) {
          const key = `${operation.method} ${operation.template}`;
          byOperation.set(key, (byOperation.get(key) ?? 0) + 1);
          byRoleAndOperation.set(`${role} ${key}`, (byRoleAndOperation.get(`${role} ${key}`) ?? 0) + 1);
        }
        if (outcome.status >= 400 && !conformsToContract(outcome))
          offContract.push(`${label} → ${outcome.status} ${outcome.text.slice(0, 120)}`);
        const carried = [...keysIn(outcome.json)].filter(
          (key) =>
            FOREIGN_KEYS.includes(key) || key.length >= 1_000 || key === "__proto__" || key === "constructor",
        );
        if (carried.length > 0 || outcome.text.includes(POLLUTION_MARKER))
          foreign.push(`${label} → ${outcome.status} carries ${carried.join(", ") || POLLUTION_MARKER}`);
      };
      const perRole = routes.length * HOSTILE_CASES.length;
      // Guests and learners first: the records DELETE removes are still there when they are refused.
      await pool(8, perRole * 2, (index) => send(index < perRole ? "guest" : "learner", index % perRole));
      await pool(8, perRole, (index) => send("admin", index));
      agent.destroy();
      const hostileMs = Date.now() - started;

      // Afterwards: nobody gained a permission, no record holds a hostile key, the principals still work.
      const problems: string[] = [];
      let checks = 0;
      const expectStatus = async (
        what: string,
        path: string,
        status: number,
        options: { method?: string; token?: string; body?: unknown } = {},
      ) => {
        checks += 1;
        const reply = await call(server.app.base, `${API}${path}`, {
          method: options.method ?? "GET",
          headers: options.token ? { "x-session-token": options.token } : {},
          body: options.body,
        });
        if (reply.status !== status) problems.push(`${what}: ${reply.status} instead of ${status}`);
        return reply;
      };
      const lateLearner = await registerUser("hlate");
      for (const [who, user] of [
        ["the learner", learner],
        ["a learner registered afterwards", lateLearner],
      ] as const) {
        const check = await expectStatus(`${who}: GET /auth/check`, "/auth/check", 200, {
          token: user.token,
        });
        const scopes = (check.json as { scopes?: string[] }).scopes;
        if (JSON.stringify(scopes) !== '["user"]')
          problems.push(`${who} has scopes ${JSON.stringify(scopes)}`);
        await expectStatus(`${who}: GET /users`, "/users", 403, { token: user.token });
        await expectStatus(`${who}: POST /words`, "/words", 403, {
          method: "POST",
          token: user.token,
          body: newContent("words", next()),
        });
        await expectStatus(`${who}: PUT /users (self to admin)`, "/users", 403, {
          method: "PUT",
          token: user.token,
          body: { login: user.login, email: `${user.login}@example.com`, scopes: ["admin", "user"] },
        });
      }
      await expectStatus("a guest: POST /words", "/words", 401, {
        method: "POST",
        body: newContent("words", next()),
      });
      const adminCheck = await expectStatus("the admin: GET /auth/check", "/auth/check", 200, {
        token: admin.token,
      });
      if (!(adminCheck.json as { scopes?: string[] }).scopes?.includes("admin"))
        problems.push("the admin lost the admin scope");
      // Records: every one stored from a hostile body has the keys records had before, and no more.
      let records = 0;
      for (const resource of RESOURCES) {
        checks += 1;
        const listed = await get<Array<Record<string, unknown>>>(`${API}/${resource}`, demoAdmin.token);
        const ours = listed.filter((record) =>
          [record.url, record.value, record.adminPageUrl].some(
            (key) => typeof key === "string" && key.startsWith(`hostile-${run}-`),
          ),
        );
        records += ours.length;
        for (const record of ours) {
          if (sortedKeys(record) !== listedKeys[resource])
            problems.push(`${resource} ${String(record.id)} has keys ${sortedKeys(record)}`);
        }
        // Each DELETE case removed its record; what is left: the PUT target and the creates answered 201.
        const createdHere = byOperation.get(`POST /${resource}`) ?? 0;
        if (ours.length !== createdHere + 1)
          problems.push(`${resource}: ${ours.length} records of this run, expected ${createdHere + 1}`);
      }
      checks += 1;
      // Users: those registered from hostile bodies, the learners who changed their account or
      // password with one, and the victim of PUT /users: scope user only, no other keys.
      const users = await get<Array<{ login: string; scopes: Array<{ value: string }> }>>(
        `${API}/users`,
        demoAdmin.token,
      );
      for (const user of users) {
        if (
          !registeredLogins.has(user.login) &&
          !learnerLogins.has(user.login) &&
          user.login !== victim.login
        )
          continue;
        records += 1;
        if (sortedKeys(user) !== listedKeys.users)
          problems.push(`user ${user.login} has keys ${sortedKeys(user)}`);
        const scopes = user.scopes.map((scope) => scope.value);
        if (JSON.stringify(scopes) !== '["user"]')
          problems.push(`user ${user.login} has scopes ${JSON.stringify(scopes)}`);
      }
      // Results stored from hostile bodies (answers are nested objects): no key but their own.
      for (const role of ["learner", "admin"] as const) {
        for (const { slug: testType } of TEST_TYPES) {
          checks += 1;
          const results = await get<unknown[]>(`${API}/results/${testType}?unit=${unit.id}`, shared[role]);
          records += results.length;
          const carried = [...keysIn(results)].filter(
            (key) => FOREIGN_KEYS.includes(key) || key === "__proto__" || key === "constructor",
          );
          if (carried.length > 0) problems.push(`${role}'s ${testType} results carry ${carried.join(", ")}`);
          const accepted = byRoleAndOperation.get(`${role} POST /results/${testType}`) ?? 0;
          if (results.length !== accepted)
            problems.push(
              `${role}'s ${testType} results: ${results.length} stored, ${accepted} answered 201`,
            );
        }
      }
      const registeredHere = users.filter((user) => registeredLogins.has(user.login)).length;
      if (registeredHere !== (byOperation.get("POST /auth/register") ?? 0))
        problems.push(
          `${registeredHere} users registered from hostile bodies, ${byOperation.get("POST /auth/register") ?? 0} answered 201`,
        );
      const serverLog = server.app
        .output()
        .slice(logFrom)
        .split("\n")
        .filter((line) => /error|exception|unhandled/i.test(line))
        .slice(0, 5);

      const format = (counts: Record<string, number>) =>
        Object.entries(counts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, n]) => `${status}×${n}`)
          .join(", ");
      const methods = [...new Set(operations.map((operation) => operation.method))].join("/");
      record(
        "5.1.2",
        `Abuse: hostile JSON bodies on all ${operations.length} operations that take one (${methods}), each sent by guest, learner and admin — ` +
          `5,000 nested arrays; ${MAX_JSON_DEPTH + 1} nested objects; exactly ${MAX_JSON_DEPTH} levels; a wide object of ${MAX_BODY_BYTES.toLocaleString("en")} bytes ` +
          `(${Math.min(...wideKeys).toLocaleString("en")}–${Math.max(...wideKeys).toLocaleString("en")} short keys) and one of ${(MAX_BODY_BYTES + 1).toLocaleString("en")}; ` +
          `a ${LONG_KEY_LENGTH.toLocaleString("en")}-character key; \`__proto__\` and \`constructor.prototype\` at the top level and nested — all but the arrays with the route's otherwise valid fields`,
        `${sent} requests: ${format(statuses)}; 5xx/socket errors ${serverErrors.length}; ` +
          `answers other than expected ${unexpected.length} (depth > ${MAX_JSON_DEPTH}: 400, over 100 kB: 413 except on the CSV imports, the rest accepted, once past 401/403; DELETE ignores its body); ` +
          `per case: ${HOSTILE_CASES.map(({ name }) => `${name}: ${format(byCase[name] ?? {})}`).join(
            "; ",
          )}; ` +
          `afterwards: learners still refused admin routes and hold scope user, problems ${problems.length} (${records} stored records and users checked, ${checks} check requests); ` +
          `answers carrying hostile keys ${foreign.length}; error bodies off the contract ${offContract.length}; ${hostileMs} ms`,
        sent === routes.length * HOSTILE_CASES.length * 3 &&
          serverErrors.length === 0 &&
          unexpected.length === 0 &&
          offContract.length === 0 &&
          foreign.length === 0 &&
          problems.length === 0,
      );
      if (serverErrors.length > 0 || unexpected.length > 0)
        console.warn(
          `hostile bodies:\n${[...serverErrors, ...unexpected].slice(0, 20).join("\n")}\nserver log:\n${serverLog.join("\n")}`,
        );

      expect(serverErrors.slice(0, 10)).toEqual([]);
      expect(unexpected.slice(0, 10)).toEqual([]);
      expect(offContract.slice(0, 10)).toEqual([]);
      expect(foreign.slice(0, 10)).toEqual([]);
      expect(problems).toEqual([]);
      expect(sent).toBe(routes.length * HOSTILE_CASES.length * 3);
    },
  );
});

describe("abuse: requests generated from the OpenAPI document", () => {
  it(
    `${TOTAL} requests: no 5xx, no internals, every accepted write accounted for`,
    { timeout: 7 * 60_000 },
    async () => {
      const started = Date.now();
      const document = (await call(server.app.base, `${API}/openapi.json`)).json;
      const operations = operationsOf(document);
      // Principals: a reserve administrator the fuzz never names, a fuzzing
      // administrator and a fuzzing learner (which the fuzz may log out, rename,
      // demote or re-password: they are repaired between batches).
      const demoAdmin = await logIn(server.app.base, "admin", PASSWORDS.admin);
      const reserveUser = await registerUser("reserve-root-");
      await promote(demoAdmin.token, reserveUser);
      const reserve = await logIn(server.app.base, reserveUser.login, reserveUser.password);
      const tokens: Record<Exclude<Role, "guest">, Session> = {
        admin: await registerUser("fuzzadmin"),
        learner: await registerUser("fuzzlearner"),
      };
      await promote(reserve.token, tokens.admin);
      tokens.admin = await logIn(server.app.base, tokens.admin.login, tokens.admin.password);
      const hidden = new Set([reserveUser.login, tokens.admin.login]);

      const before = await countRows(reserve.token);
      const created: Record<string, number> = {
        words: 0,
        phrases: 0,
        units: 0,
        scopes: 0,
        endpoints: 0,
        users: 0,
      };
      const deleted: Record<string, number> = { words: 0, phrases: 0, units: 0, scopes: 0, endpoints: 0 };
      const resultsCreated = new Map<number, number>();
      const statuses: Record<string, number> = {};
      const serverErrors: string[] = [];
      const internals: string[] = [];
      const offContract: string[] = [];
      const okOperations = new Set<string>();
      let sent = 0;
      let repairs = 0;
      // The spellings of one operation after another, mixed into the batches.
      let spelledOperations = 0;
      let spelledSent = 0;
      const spelledStatuses: Record<string, Record<string, number>> = {};
      const spelledErrors: string[] = [];

      const account = (fuzz: FuzzRequest, outcome: Outcome) => {
        if (isFailure(outcome)) {
          statuses[outcome.error] = (statuses[outcome.error] ?? 0) + 1;
          serverErrors.push(`${fuzz.method} ${fuzz.path}: ${outcome.error}`);
          return;
        }
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        const label = `${fuzz.role} ${fuzz.method} ${fuzz.path.slice(0, 120)} ${(fuzz.raw ?? "").slice(0, 120)}`;
        if (outcome.status >= 500)
          serverErrors.push(`${label} → ${outcome.status} ${outcome.text.slice(0, 200)}`);
        for (const leak of leaks(fuzz, outcome)) internals.push(`${label} → ${outcome.status}: ${leak}`);
        if (outcome.status >= 400 && fuzz.method !== "HEAD" && !conformsToContract(outcome)) {
          offContract.push(`${label} → ${outcome.status} ${outcome.text.slice(0, 120)}`);
        }
        if (outcome.status < 300 && fuzz.method === fuzz.operation.method) {
          okOperations.add(`${fuzz.operation.method} ${fuzz.operation.template}`);
        }
        const template = fuzz.operation.template;
        const resource = template.split("/")[1]!;
        if (fuzz.method === "POST" && outcome.status === 201) {
          if (template === `/${resource}` && resource in deleted) created[resource]! += 1;
          else if (template === "/auth/register") created.users! += 1;
          else if (template.startsWith("/results/")) {
            const unitId = (JSON.parse(fuzz.raw ?? "{}") as { unitId: number }).unitId;
            resultsCreated.set(unitId, (resultsCreated.get(unitId) ?? 0) + 1);
          } else if (template !== "/classes" && template !== "/classes/{id}/assignments") {
            // A class or an assignment is its teacher's own record: nothing else counts them.
            throw new Error(`unexpected 201 for ${fuzz.method} ${template}`);
          }
        }
        // A generated body may apply its file: the new rows it wrote, and the unit a words import
        // opened for them (a header-less file of two columns is a valid flashcard deck).
        if (fuzz.method === "POST" && outcome.status === 200 && template === `/${resource}/import`) {
          const body = JSON.parse(fuzz.raw ?? "{}") as { apply?: unknown; newUnit?: unknown };
          const report = outcome.json as { counts: { new: number }; unit?: unknown };
          if (body.apply === true) {
            created[resource]! += report.counts.new;
            if (body.newUnit !== undefined && report.unit) created.units! += 1;
          }
        }
        if (fuzz.method === "DELETE" && outcome.status === 200 && template === `/${resource}/{key}`) {
          deleted[resource]! += 1;
        }
        // A bulk delete removes what it says it removed; an undo puts back what it says it restored.
        if (fuzz.method === "POST" && outcome.status === 200 && template === `/${resource}/bulk-delete`) {
          deleted[resource]! += (outcome.json as { deleted: number }).deleted;
        }
        if (fuzz.method === "POST" && outcome.status === 200 && template === `/${resource}/undo`) {
          deleted[resource]! -= (outcome.json as { restored: number }).restored;
        }
        // Follow the fuzzing principals' own renames.
        if (
          template === "/auth/personal-account" &&
          fuzz.method === "PUT" &&
          outcome.status === 200 &&
          fuzz.role !== "guest"
        ) {
          tokens[fuzz.role].login = (outcome.json as { data: { login: string } }).data.login;
          hidden.add(tokens.admin.login);
        }
      };

      /** Between batches: a principal the fuzz logged out, demoted or re-passworded gets a working session again. */
      const repair = async () => {
        const learnerCheck = await request(server.app.base, `${API}/auth/check`, {
          headers: { "x-session-token": tokens.learner.token },
        });
        if (isFailure(learnerCheck) || learnerCheck.status !== 200) {
          tokens.learner = await registerUser("fuzzlearner");
          created.users! += 1;
          repairs += 1;
        }
        const adminCheck = await request(server.app.base, `${API}/auth/check`, {
          headers: { "x-session-token": tokens.admin.token },
        });
        const scopes = isFailure(adminCheck)
          ? []
          : ((adminCheck.json as { scopes?: string[] })?.scopes ?? []);
        if (isFailure(adminCheck) || adminCheck.status !== 200 || !scopes.includes("admin")) {
          const auth = { "x-session-token": reserve.token };
          const login = tokens.admin.login;
          const reset = await call(server.app.base, `${API}/users/reset-password`, {
            method: "PUT",
            headers: auth,
            body: { login },
          });
          const temporary = (reset.json as { data: { temporaryPassword: string } }).data.temporaryPassword;
          await call(server.app.base, `${API}/users`, {
            method: "PUT",
            headers: auth,
            body: { login, email: `${login}@example.com`, scopes: ["admin", "user"] },
          });
          const relogin = await call(server.app.base, `${API}/auth/login`, {
            method: "POST",
            body: { login, password: temporary },
            headers: { "x-forwarded-for": clientAddress() },
          });
          if (relogin.status === 200) {
            tokens.admin = { login, password: temporary, token: (relogin.json as { token: string }).token };
          } else if (relogin.status === 429) {
            // Wrong passwords the fuzz gave for this account (change-password asks for the
            // current one) from 10 clients new to it lock it for new clients for 15 minutes:
            // a fresh administrator takes over.
            const fresh = await registerUser("fuzzadmin");
            created.users! += 1;
            await promote(reserve.token, fresh);
            tokens.admin = await logIn(server.app.base, fresh.login, fresh.password);
            hidden.add(fresh.login);
          } else {
            throw new Error(`login ${login} after a password reset: ${relogin.status} ${relogin.text}`);
          }
          repairs += 1;
        }
      };

      const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      let current = await pools(reserve.token, hidden);
      // The spellings are sent even when the time limit cuts the generated requests short.
      for (
        let batch = 0;
        ((sent < TOTAL && Date.now() - started < TIME_LIMIT_MS) || spelledOperations < operations.length) &&
        batch < 1_000;
        batch++
      ) {
        await repair();
        if (batch % REFRESH_EVERY === 0) current = await pools(reserve.token, hidden);
        const size = Date.now() - started < TIME_LIMIT_MS ? Math.min(BATCH, TOTAL - sent) : 0;
        const generated: FuzzRequest[] = fc.sample(requestArbitrary(operations, current, API), {
          numRuns: size,
          seed: SEED + batch,
        });
        const batchesLeft = Math.max(1, Math.ceil((TOTAL - sent) / BATCH));
        const take =
          size === 0 ? operations.length : Math.ceil((operations.length - spelledOperations) / batchesLeft);
        const spelled: SpelledRequest[] = [];
        for (const end = Math.min(operations.length, spelledOperations + take); spelledOperations < end;) {
          const number = spelledOperations++;
          spelled.push(...spelledRequests(operations[number]!, number, current, API, SEED));
        }
        const requests: Array<FuzzRequest | SpelledRequest> = [...generated, ...spelled];
        await pool(CONCURRENCY, requests.length, async (index) => {
          const fuzz = requests[index]!;
          const headers = { ...fuzz.headers };
          if (fuzz.role !== "guest") headers["x-session-token"] = tokens[fuzz.role].token;
          const outcome = await request(server.app.base, fuzz.path, {
            method: fuzz.method,
            headers,
            raw: fuzz.raw,
            agent,
            timeoutMs: 60_000,
          });
          account(fuzz, outcome);
          if ("kind" in fuzz) {
            const status = isFailure(outcome) ? outcome.error : String(outcome.status);
            const byStatus = (spelledStatuses[fuzz.kind] ??= {});
            byStatus[status] = (byStatus[status] ?? 0) + 1;
            if (isFailure(outcome) || outcome.status >= 500)
              spelledErrors.push(`${fuzz.role} ${fuzz.method} ${fuzz.path} → ${status}`);
          }
        });
        sent += generated.length;
        spelledSent += spelled.length;
      }
      agent.destroy();
      const fuzzMs = Date.now() - started;

      const after = await countRows(reserve.token);
      const mismatches: string[] = [];
      const tables: string[] = [];
      for (const table of [...RESOURCES, "users"] as const) {
        const expected =
          before[table] + (created[table] ?? 0) - (table === "users" ? 0 : (deleted[table] ?? 0));
        tables.push(
          `${table} ${before[table]}+${created[table] ?? 0}−${table === "users" ? 0 : deleted[table]}=${after[table]}`,
        );
        if (after[table] !== expected)
          mismatches.push(`${table}: expected ${expected}, found ${after[table]}`);
      }
      // Results: for every unit still there, what it had plus what was accepted for it.
      let expectedResults = 0;
      for (const unitId of after.unitIds) {
        const expected = (before.resultsByUnit.get(unitId) ?? 0) + (resultsCreated.get(unitId) ?? 0);
        expectedResults += expected;
        const found = after.resultsByUnit.get(unitId) ?? 0;
        if (found !== expected)
          mismatches.push(`results of unit ${unitId}: expected ${expected}, found ${found}`);
      }
      const resultsAccepted = [...resultsCreated.values()].reduce((sum, n) => sum + n, 0);
      tables.push(
        `results ${before.results}+${resultsAccepted} (minus those of deleted units) =${after.results}`,
      );
      if (after.results !== expectedResults)
        mismatches.push(`results: expected ${expectedResults}, found ${after.results}`);

      const statusText = Object.entries(statuses)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}×${n}`)
        .join(", ");
      const total = sent + spelledSent;
      record(
        "5.1",
        `Abuse: ${total} requests from openapi.json with fast-check — ${sent} generated, ${spelledSent} other spellings of every route's path (seed ${SEED}; guest, learner, admin)`,
        `${statusText}; 5xx/socket errors ${serverErrors.length} (of them on other spellings ${spelledErrors.length}); ` +
          `stack traces or SQL in bodies ${internals.length}; ` +
          `error bodies off the {statusCode, message, date} contract ${offContract.length}; ` +
          `${okOperations.size}/${operations.length} operations answered 2xx at least once; ${repairs} principal repairs; ` +
          `${Math.round(total / (fuzzMs / 1000))} req/s`,
        sent >= 20_000 &&
          spelledOperations === operations.length &&
          serverErrors.length === 0 &&
          internals.length === 0,
      );
      const spellingText = Object.entries(spelledStatuses)
        .map(
          ([kind, byStatus]) =>
            `${kind}: ${Object.entries(byStatus)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([status, n]) => `${status}×${n}`)
              .join(", ")}`,
        )
        .join("; ");
      record(
        "5.1.1",
        `Abuse: ${spelledSent} other spellings of the paths of all ${operations.length} operations (one character of a literal segment encoded in lower- and upper-case hex, double-encoded, a letter's case flipped, trailing slash), each sent by guest, learner and admin`,
        `${spellingText}; 5xx/socket errors ${spelledErrors.length}`,
        spelledOperations === operations.length && spelledErrors.length === 0,
      );
      record(
        "5.2",
        "Abuse: row counts after the fuzz = before + 201 creates − 200 deletes (bulk ones by their count), per table",
        `${tables.join("; ")}; mismatches ${mismatches.length}${mismatches.length ? `: ${mismatches.slice(0, 3).join("; ")}` : ""}`,
        mismatches.length === 0,
      );
      if (offContract.length > 0)
        console.warn(`off-contract error bodies:\n${offContract.slice(0, 10).join("\n")}`);

      expect(spelledOperations).toBe(operations.length);
      expect(spelledErrors.slice(0, 10)).toEqual([]);
      expect(serverErrors.slice(0, 10)).toEqual([]);
      expect(internals.slice(0, 10)).toEqual([]);
      expect(mismatches).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(20_000);
    },
  );
});
