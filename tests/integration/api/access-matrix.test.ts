import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "@/lib/api/define";
import { API_ROUTES } from "@/lib/api/registry";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { call, freshToken, logIn, registerLearner, type Saved } from "../../support/api";
import { makeUnit } from "../../support/factories";
import type { EndpointDto } from "@/lib/types/access";

const PRINCIPALS = ["guest", "malformed token", "revoked token", "learner", "editor", "admin"] as const;
type Principal = (typeof PRINCIPALS)[number];
/** "ok": allowed (neither 401 nor 403); otherwise the exact refusal. */
type Outcome = "ok" | 401 | 403;
type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

//                     guest  malformed revoked learner editor admin
const PUBLIC: Row = /**/ ["ok", "ok", "ok", "ok", "ok", "ok"];
const SIGNED_IN: Row = [401, 401, 401, "ok", "ok", "ok"];
const EDITORS: Row = /**/ [401, 401, 401, 403, "ok", "ok"];
const ADMINS: Row = /* */ [401, 401, 401, 403, 403, "ok"];

/** The expected access of every route: the defaults of DECISIONS plus the seeded editor rows. */
const ACCESS: Record<string, Row> = {
  "POST /auth/login": PUBLIC,
  "POST /auth/register": PUBLIC,
  "GET /auth/check": SIGNED_IN,
  "GET /auth/logout": SIGNED_IN,
  "POST /auth/logout": SIGNED_IN,
  "GET /auth/personal-account": SIGNED_IN,
  "PUT /auth/personal-account": SIGNED_IN,
  "PUT /auth/change-password": SIGNED_IN,
  "GET /auth/practice-settings": SIGNED_IN,
  "PUT /auth/practice-settings": SIGNED_IN,
  "GET /units": PUBLIC,
  "POST /units": EDITORS,
  "PUT /units": EDITORS,
  "DELETE /units/:key": EDITORS,
  "POST /units/undo": EDITORS,
  "GET /units/:key": PUBLIC,
  "GET /units/export": PUBLIC,
  "POST /units/import": ADMINS,
  "GET /units/:key/words": PUBLIC,
  "GET /units/:key/phrases": PUBLIC,
  "GET /words": PUBLIC,
  "POST /words": EDITORS,
  "PUT /words": EDITORS,
  "DELETE /words/:key": EDITORS,
  "GET /words/export": PUBLIC,
  "GET /transcriptions": SIGNED_IN,
  "POST /words/import": EDITORS,
  "POST /words/bulk-delete": EDITORS,
  "POST /words/add-to-unit": EDITORS,
  "POST /words/remove-from-unit": EDITORS,
  "POST /words/undo": EDITORS,
  "GET /phrases/export": ADMINS,
  "POST /phrases/import": ADMINS,
  "POST /phrases/bulk-delete": EDITORS,
  "POST /phrases/add-to-unit": EDITORS,
  "POST /phrases/remove-from-unit": EDITORS,
  "POST /phrases/undo": EDITORS,
  "GET /phrases": EDITORS,
  "POST /phrases": EDITORS,
  "PUT /phrases": EDITORS,
  "DELETE /phrases/:key": EDITORS,
  "GET /scopes": ADMINS,
  "POST /scopes": ADMINS,
  "PUT /scopes": ADMINS,
  "DELETE /scopes/:key": ADMINS,
  "GET /endpoints": ADMINS,
  "POST /endpoints": ADMINS,
  "PUT /endpoints": ADMINS,
  "DELETE /endpoints/:key": ADMINS,
  "GET /endpoints/:key": ADMINS,
  "GET /users": ADMINS,
  "GET /users/:login": ADMINS,
  "PUT /users": ADMINS,
  "PUT /users/reset-password": ADMINS,
  // Every type of test has its results calls, as the list of types gives them.
  ...Object.fromEntries(
    TEST_TYPES.flatMap(({ slug }) => [
      [`GET /results/${slug}`, SIGNED_IN],
      [`POST /results/${slug}`, SIGNED_IN],
      // A learner's own unfinished test of the type.
      [`GET /results/${slug}/draft`, SIGNED_IN],
      [`PUT /results/${slug}/draft`, SIGNED_IN],
      [`DELETE /results/${slug}/draft`, SIGNED_IN],
    ]),
  ),
  // Scoring stores nothing: guests, who cannot submit results, see their score through it.
  ...Object.fromEntries(TEST_TYPES.map(({ slug }) => [`POST /results/${slug}/score`, PUBLIC])),
  "GET /users/:login/units/:testType": SIGNED_IN,
  "GET /review/due": SIGNED_IN,
  "POST /review/answers": SIGNED_IN,
  "GET /review/learn": SIGNED_IN,
  "POST /review/learn": SIGNED_IN,
  // Classes: opening one is the teachers' (the seeded row; the editor holds `teacher`); a class's own
  // calls are open to signed-in callers, and the service admits its teacher, or its members to read.
  "GET /classes": SIGNED_IN,
  "POST /classes": EDITORS,
  "POST /classes/join": SIGNED_IN,
  "GET /classes/:id": SIGNED_IN,
  "PUT /classes/:id": SIGNED_IN,
  "DELETE /classes/:id": SIGNED_IN,
  "POST /classes/:id/join-code": SIGNED_IN,
  "POST /classes/:id/leave": SIGNED_IN,
  "DELETE /classes/:id/members/:login": SIGNED_IN,
  "GET /classes/:id/assignments": SIGNED_IN,
  "POST /classes/:id/assignments": SIGNED_IN,
  "DELETE /classes/:id/assignments/:assignment": SIGNED_IN,
  "GET /classes/:id/progress": SIGNED_IN,
  "GET /classes/:id/progress/export": SIGNED_IN,
  "GET /assignments": SIGNED_IN,
  "GET /openapi.json": PUBLIC,
};

const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

const LOGINS: Record<Principal, string> = {
  guest: "learner",
  "malformed token": "learner",
  "revoked token": "admin",
  learner: "learner",
  editor: "editor",
  admin: "admin",
};

let revoked: string;

beforeAll(async () => {
  revoked = await freshToken("admin");
  expect((await call("POST", "/auth/logout", { token: revoked })).status).toBe(200);
});

/** A token for the principal; signed-in callers get a session of their own per request (logout ends it). */
async function tokenOf(principal: Principal): Promise<string | undefined> {
  if (principal === "guest") return undefined;
  if (principal === "malformed token") return "not a token!";
  if (principal === "revoked token") return revoked;
  return freshToken(LOGINS[principal]);
}

/** A harmless concrete request for a route: missing keys, empty bodies (404 and 422 when allowed). */
function sampleRequest(route: ApiRoute, principal: Principal) {
  const concrete = route.path
    .replace(":key", "999999")
    .replace(":id", "999999")
    .replace(":assignment", "999999")
    .replace(":login", LOGINS[principal])
    .replace(":testType", "words-writing");
  const query =
    route.path.startsWith("/results/") && route.method !== "POST" && route.method !== "PUT" ? "?unit=1" : "";
  const body = route.method === "POST" || route.method === "PUT" ? {} : undefined;
  return { path: concrete + query, body };
}

describe("the access matrix", () => {
  it("has exactly one row per route of API_ROUTES", () => {
    const routes = API_ROUTES.map(keyOf);

    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.filter((key) => !(key in ACCESS))).toStrictEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !routes.includes(key))).toStrictEqual([]);
  });

  it.each(API_ROUTES.map((route) => [keyOf(route), route] as const))("%s", async (_key, route) => {
    const row = ACCESS[keyOf(route)];
    if (!row) throw new Error(`No access row for ${keyOf(route)}`);
    const outcomes: Record<string, Outcome | number> = {};
    const expected: Record<string, Outcome | number> = {};
    for (const [index, principal] of PRINCIPALS.entries()) {
      const { path: concrete, body } = sampleRequest(route, principal);
      const response = await call(route.method, concrete, { token: await tokenOf(principal), body });
      expect(response.status, `${principal}: ${response.text}`).toBeLessThan(500);
      const status = response.status;
      outcomes[principal] = status === 401 || status === 403 ? status : "ok";
      expected[principal] = row[index]!;
    }
    expect(outcomes).toStrictEqual(expected);
  });
});

describe("authorization is read on every request", () => {
  const word = (url: string) => ({ url, en: url, ru: "слово", transcription: "/x/" });

  it("an endpoint row giving `user` POST /words lets learners create words until it is removed", async () => {
    const admin = await logIn("admin");
    const learner = await logIn("learner");
    expect((await call("POST", "/words", { token: learner, body: word("first-try") })).status).toBe(403);

    const row = await call<Saved<EndpointDto>>("POST", "/endpoints", {
      token: admin,
      body: { adminPageUrl: "learners-create-words", method: "POST", url: "/words", scopes: ["user"] },
    });
    expect(row.status).toBe(201);

    expect((await call("POST", "/words", { token: learner, body: word("second-try") })).status).toBe(201);
    expect(
      (await call("POST", "/words", { token: await logIn("editor"), body: word("by-editor") })).status,
    ).toBe(201);
    expect((await call("POST", "/words", { body: word("by-guest") })).status).toBe(401);

    const removed = await call("DELETE", `/endpoints/${row.body.data.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await call("POST", "/words", { token: learner, body: word("third-try") })).status).toBe(403);
  });

  it("an endpoint row on a public route restricts it to its scopes (admins still pass)", async () => {
    const admin = await logIn("admin");
    const learner = await logIn("learner");
    const row = await call<Saved<EndpointDto>>("POST", "/endpoints", {
      token: admin,
      body: {
        adminPageUrl: "editors-read-unit-words",
        method: "GET",
        url: "/units/:key/words",
        scopes: ["editor"],
      },
    });

    const unit = await makeUnit();
    const words = `/units/${unit.id}/words`;

    expect((await call("GET", words)).status).toBe(401);
    expect((await call("GET", words, { token: learner })).status).toBe(403);
    expect((await call("GET", words, { token: await logIn("editor") })).status).toBe(200);
    expect((await call("GET", words, { token: admin })).status).toBe(200);
    expect((await call("GET", `/units/${unit.id}`)).status).toBe(200);

    await call("DELETE", `/endpoints/${row.body.data.id}`, { token: admin });
    expect((await call("GET", words)).status).toBe(200);
  });

  it("a change to a user's scopes takes effect on the same session at once", async () => {
    const admin = await logIn("admin");
    const learner = await registerLearner();
    const setScopes = (scopes: string[]) =>
      call("PUT", "/users", { token: admin, body: { login: learner.login, email: learner.email, scopes } });
    expect((await call("GET", "/scopes", { token: learner.token })).status).toBe(403);

    expect((await setScopes(["user", "admin"])).status).toBe(200);
    expect((await call("GET", "/scopes", { token: learner.token })).status).toBe(200);
    expect((await call("GET", "/auth/check", { token: learner.token })).body).toMatchObject({
      scopes: ["admin", "user"],
    });

    expect((await setScopes(["user", "editor"])).status).toBe(200);
    expect((await call("GET", "/scopes", { token: learner.token })).status).toBe(403);
    expect((await call("POST", "/words", { token: learner.token, body: word("granted") })).status).toBe(201);

    expect((await setScopes(["user"])).status).toBe(200);
    expect((await call("POST", "/words", { token: learner.token, body: word("revoked") })).status).toBe(403);
  });
});

describe("no route bypasses the registry", () => {
  it("app/english-api holds exactly one route handler: the dispatcher", () => {
    const root = path.join(process.cwd(), "app", "english-api");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
      /(^|[\\/])route\.[cm]?[jt]sx?$/.test(file),
    );

    expect(files.map((file) => file.split(path.sep).join("/"))).toStrictEqual([
      "api/v1/[[...path]]/route.ts",
    ]);
    const source = readFileSync(path.join(root, files[0]!), "utf8");
    expect(source).toContain('import { dispatch } from "@/lib/api/dispatch"');
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"])
      expect(source).toContain(`dispatch as ${method}`);
  });
});
