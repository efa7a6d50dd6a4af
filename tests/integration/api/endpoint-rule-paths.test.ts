// An endpoint rule holds for the route that runs, however its path is
// spelled: percent-encoded, double-encoded, mixed-case, with a trailing or a
// doubled slash. The cases are generated from the route registry, so a new
// route is covered without touching this file.
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "@/lib/api/define";
import { API_ROUTES, matchRoute } from "@/lib/api/registry";
import { endpointInput } from "@/lib/validation/access";
import { call, logIn, registerLearner } from "../../support/api";

/** A concrete value for every parameter name of the registry. */
const PARAMETERS: Record<string, string> = {
  key: "travel",
  login: "learner",
  testType: "words-writing",
  id: "1",
  assignment: "1",
};

function concretePath(route: ApiRoute): string {
  return route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    if (value === undefined) throw new Error(`No test value for :${name} in ${route.path}`);
    return value;
  });
}

const encodeLast = (text: string, hex: (code: string) => string) =>
  `${text.slice(0, -1)}%${hex(text.charCodeAt(text.length - 1).toString(16))}`;

type Variant = { name: string; path: string; sameRoute: boolean };

/**
 * Spellings of a route's path; `sameRoute` says whether the router must run
 * that route for it (a double-encoded parameter is still a parameter, of
 * another value; a double-encoded literal names no route).
 */
function variantsOf(route: ApiRoute, path: string): Variant[] {
  const segments = path.split("/").filter(Boolean);
  const isParameter = route.path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.startsWith(":"));
  const variants: Variant[] = [
    { name: "trailing slash", path: `${path}/`, sameRoute: true },
    { name: "doubled slash", path: `/${path}`, sameRoute: true },
    { name: "mixed case", path: `/${segments[0]![0]!.toUpperCase()}${path.slice(2)}`, sameRoute: false },
  ];
  for (const [index, segment] of segments.entries()) {
    const spelled = (replacement: string) =>
      `/${segments.map((other, position) => (position === index ? replacement : other)).join("/")}`;
    variants.push(
      { name: `encoded ${segment}`, path: spelled(encodeLast(segment, (hex) => hex)), sameRoute: true },
      {
        name: `encoded ${segment}, upper-case hex`,
        path: spelled(encodeLast(segment, (hex) => hex.toUpperCase())),
        sameRoute: true,
      },
      {
        name: `double-encoded ${segment}`,
        path: spelled(encodeLast(segment, (hex) => `25${hex}`)),
        sameRoute: isParameter[index]!,
      },
    );
  }
  return variants;
}

// openapi.json cannot be named by a rule: rule urls are slugs and parameters.
const RULED = API_ROUTES.filter((route) => endpointInput.shape.url.safeParse(route.path).success);

let learnerToken: string;

beforeAll(async () => {
  learnerToken = (await registerLearner("ruled")).token;
  const admin = await logIn("admin");
  // A scope nobody holds: every route is closed to everybody but administrators.
  const scope = await call("POST", "/scopes", {
    token: admin,
    body: { name: "Auditors", value: "auditors", description: "" },
  });
  expect(scope.status).toBe(201);
  for (const [index, route] of RULED.entries()) {
    const saved = await call("POST", "/endpoints", {
      token: admin,
      body: { adminPageUrl: `closed-${index}`, method: route.method, url: route.path, scopes: ["auditors"] },
    });
    expect(saved.status, saved.text).toBe(201);
  }
});

describe("an endpoint rule judges the route that runs, not the spelling of its URL", () => {
  it("covers every route but openapi.json", () => {
    expect(RULED.map((route) => route.path)).not.toContain("/openapi.json");
    expect(RULED.length).toBe(API_ROUTES.length - 1);
  });

  it.each(RULED.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s refuses guests and learners whatever the spelling",
    async (_, route) => {
      const path = concretePath(route);
      const refusals: string[] = [];
      for (const variant of [{ name: "plain", path, sameRoute: true }, ...variantsOf(route, path)]) {
        // The router itself says which route a spelling reaches.
        const match = matchRoute(route.method, variant.path);
        const reachesRoute = match.kind === "found" && match.route === route;
        expect(reachesRoute, `${variant.name}: ${variant.path}`).toBe(variant.sameRoute);

        for (const [caller, options, refusal] of [
          ["guest", {}, 401],
          ["learner", { token: learnerToken }, 403],
        ] as const) {
          const body = route.method === "GET" ? undefined : {};
          const response = await call(route.method, variant.path, { ...options, body });
          // The route's own refusal, or no route at all, or another route (closed as well here, as
          // GET units/{key} is for a double-encoded "export"): never the route's work.
          const elsewhere = match.kind === "found" && match.route !== route;
          const expected = variant.sameRoute || elsewhere ? [refusal] : [404, 405];
          if (!expected.includes(response.status as never)) {
            refusals.push(`${caller} ${variant.name} ${variant.path} → ${response.status}`);
          }
        }
      }
      expect(refusals).toStrictEqual([]);
    },
  );
});
