// Property-based fuzzing of every route: random bodies, path parameters and
// query strings, sent as a guest, a learner and an admin. Whatever arrives,
// the API answers with a contract error, never a 5xx or a stack trace.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "@/lib/api/define";
import { API_ROUTES } from "@/lib/api/registry";
import { createSession } from "@/lib/services/access/sessions";
import { findUserId } from "@/lib/services/access/users";
import { type ApiResponse, call } from "../../support/api";
import { type FuzzRequest, requestArbitrary } from "../../support/fuzz";

const PRINCIPALS = ["guest", "learner", "admin"] as const;
type FuzzPrincipal = (typeof PRINCIPALS)[number];
const TARGET_REQUESTS = 5_000;
const RUNS_PER_ROUTE = Math.ceil(TARGET_REQUESTS / (API_ROUTES.length * PRINCIPALS.length)) + 1;

let sent = 0;
let serverErrors = 0;
const statuses = new Map<number, number>();
const userIds: Partial<Record<FuzzPrincipal, number>> = {};

beforeAll(async () => {
  userIds.learner = await findUserId({ login: "learner" });
  userIds.admin = await findUserId({ login: "admin" });
});

// Logout, password changes and resets end sessions: around them, every request gets a new one.
const SESSION_ENDING = new Set([
  "GET /auth/logout",
  "POST /auth/logout",
  "PUT /auth/change-password",
  "PUT /users/reset-password",
]);
const tokens: Partial<Record<FuzzPrincipal, string>> = {};

async function tokenOf(principal: FuzzPrincipal, route: ApiRoute): Promise<string | undefined> {
  const userId = userIds[principal];
  if (userId === undefined) return undefined;
  if (SESSION_ENDING.has(`${route.method} ${route.path}`)) return (await createSession({ userId })).token;
  tokens[principal] ??= (await createSession({ userId })).token;
  return tokens[principal];
}

function forgetTokens(): void {
  for (const principal of PRINCIPALS) delete tokens[principal];
}

const STACK_FRAME = /\bat .+\.(ts|js|mjs|cjs):\d+:\d+/;

function assertSound(
  route: ApiRoute,
  principal: FuzzPrincipal,
  request: FuzzRequest,
  response: ApiResponse<unknown>,
) {
  const where = `${route.method} ${request.path} as ${principal} (${request.contentType}) ${request.raw?.slice(0, 300)} → ${response.status} ${response.text.slice(0, 500)}`;
  if (response.status >= 500) serverErrors++;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  expect(response.status, where).toBeLessThan(500);
  expect(response.text, where).not.toContain("node_modules");
  expect(response.text, where).not.toMatch(STACK_FRAME);
  if (response.status < 400) return;
  expect(response.body, where).toMatchObject({
    statusCode: response.status,
    message: expect.any(String),
    date: expect.any(String),
  });
  for (const fragment of ["at /", "SELECT", "INSERT", "constraint"])
    expect(response.text, where).not.toContain(fragment);
}

describe("fuzzing every route", () => {
  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          for (const principal of PRINCIPALS) {
            const headers: Record<string, string> = request.contentType
              ? { "content-type": request.contentType }
              : {};
            const response = await call(route.method, request.path, {
              token: await tokenOf(principal, route),
              raw: request.raw,
              headers,
              address: "192.0.2.200",
            });
            sent++;
            if (SESSION_ENDING.has(`${route.method} ${route.path}`)) forgetTokens();
            assertSound(route, principal, request, response);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );

  it("sent at least 5,000 requests without a server error", () => {
    console.info(`fuzz: sent ${sent} requests, ${serverErrors} server errors`);
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(`fuzz: statuses ${spread.join(", ")}`);
    expect(serverErrors).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(TARGET_REQUESTS);
  });
});
