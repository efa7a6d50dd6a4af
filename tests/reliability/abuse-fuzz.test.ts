// Abuse: 20,000+ requests generated from the served OpenAPI document, plus
// every route's path spelled otherwise (percent-encoded, double-encoded, mixed
// case, trailing slash) by each role. No 5xx, no stack trace or SQL in any
// body, and afterwards every table holds exactly what the accepted writes say:
// before + 201 creates − 200 deletes (results: per unit, since deleting a unit
// deletes its results).
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type App,
  clientAddress,
  logIn,
  type PassDatabase,
  passDatabase,
  PASSWORDS,
  type Session,
  startApp,
} from "./support/app";
import { API, call, isFailure, type Outcome, pool, request } from "./support/http";
import {
  type FuzzRequest,
  operationsOf,
  type Pools,
  requestArbitrary,
  type Role,
  type SpelledRequest,
  spelledRequests,
} from "./support/openapi-fuzz";
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
const TEST_TYPES = ["words-writing", "phrases"] as const;

let database: PassDatabase;
let app: App;

beforeAll(async () => {
  database = await passDatabase("fuzz");
  app = await startApp({ label: "fuzz", database: database.target });
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

type Counts = Record<(typeof RESOURCES)[number] | "users" | "results", number> & {
  resultsByUnit: Map<number, number>;
  unitIds: Set<number>;
};

async function get<T>(path: string, token?: string): Promise<T> {
  const reply = await call(app.base, path, {
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
    const type = TEST_TYPES[index % TEST_TYPES.length]!;
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

describe("abuse: requests generated from the OpenAPI document", () => {
  it(
    `${TOTAL} requests: no 5xx, no internals, every accepted write accounted for`,
    { timeout: 7 * 60_000 },
    async () => {
      const started = Date.now();
      const document = (await call(app.base, `${API}/openapi.json`)).json;
      const operations = operationsOf(document);
      // Principals: a reserve administrator the fuzz never names, a fuzzing
      // administrator and a fuzzing learner (which the fuzz may log out, rename,
      // demote or re-password: they are repaired between batches).
      const demoAdmin = await logIn(app.base, "admin", PASSWORDS.admin);
      const registerUser = async (prefix: string): Promise<Session> => {
        const login =
          `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 32);
        const password = "reliability-password";
        const reply = await call(app.base, `${API}/auth/register`, {
          method: "POST",
          body: { login, email: `${login}@example.com`, password, confirmPassword: password },
          headers: { "x-forwarded-for": clientAddress() },
        });
        if (reply.status !== 201) throw new Error(`register ${login}: ${reply.status} ${reply.text}`);
        return { login, password, token: (reply.json as { token: string }).token };
      };
      const promote = async (token: string, user: Session) => {
        const reply = await call(app.base, `${API}/users`, {
          method: "PUT",
          headers: { "x-session-token": token },
          body: { login: user.login, email: `${user.login}@example.com`, scopes: ["admin", "user"] },
        });
        if (reply.status !== 200) throw new Error(`promote ${user.login}: ${reply.status} ${reply.text}`);
      };
      const reserveUser = await registerUser("reserve-root-");
      await promote(demoAdmin.token, reserveUser);
      const reserve = await logIn(app.base, reserveUser.login, reserveUser.password);
      const tokens: Record<Exclude<Role, "guest">, Session> = {
        admin: await registerUser("fuzzadmin"),
        learner: await registerUser("fuzzlearner"),
      };
      await promote(reserve.token, tokens.admin);
      tokens.admin = await logIn(app.base, tokens.admin.login, tokens.admin.password);
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
          } else throw new Error(`unexpected 201 for ${fuzz.method} ${template}`);
        }
        if (fuzz.method === "DELETE" && outcome.status === 200 && template === `/${resource}/{key}`) {
          deleted[resource]! += 1;
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
        const learnerCheck = await request(app.base, `${API}/auth/check`, {
          headers: { "x-session-token": tokens.learner.token },
        });
        if (isFailure(learnerCheck) || learnerCheck.status !== 200) {
          tokens.learner = await registerUser("fuzzlearner");
          created.users! += 1;
          repairs += 1;
        }
        const adminCheck = await request(app.base, `${API}/auth/check`, {
          headers: { "x-session-token": tokens.admin.token },
        });
        const scopes = isFailure(adminCheck)
          ? []
          : ((adminCheck.json as { scopes?: string[] })?.scopes ?? []);
        if (isFailure(adminCheck) || adminCheck.status !== 200 || !scopes.includes("admin")) {
          const auth = { "x-session-token": reserve.token };
          const login = tokens.admin.login;
          const reset = await call(app.base, `${API}/users/reset-password`, {
            method: "PUT",
            headers: auth,
            body: { login },
          });
          const temporary = (reset.json as { data: { temporaryPassword: string } }).data.temporaryPassword;
          await call(app.base, `${API}/users`, {
            method: "PUT",
            headers: auth,
            body: { login, email: `${login}@example.com`, scopes: ["admin", "user"] },
          });
          tokens.admin = await logIn(app.base, login, temporary);
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
          const outcome = await request(app.base, fuzz.path, {
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
        "Abuse: row counts after the fuzz = before + 201 creates − 200 deletes, per table",
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
