import { describe, expect, it } from "vitest";
import { type ApiRoute, routeBody } from "@/lib/api/define";
import { userRoutes } from "@/lib/api/routes/access";
import { signInRoutes } from "@/lib/api/routes/auth";
import { unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import { API_ROUTES } from "@/lib/api/registry";
import { AppError } from "@/lib/errors";

describe("the API boundary", () => {
  it("reads a body once with the route's own schema and hands on its output", () => {
    const body = routeBody(wordRoutes.create, {
      url: "boundary-apple",
      en: "  apple ",
      ru: "яблоко",
      transcription: "/ˈæpl/",
      unexpected: true,
    });
    expect(body).toStrictEqual({ url: "boundary-apple", en: "apple", ru: "яблоко", transcription: "/ˈæpl/" });
    // A unit's lists default to empty, as the contract has it.
    expect(routeBody(unitRoutes.create, { name: "Boundary", url: "boundary" })).toMatchObject({
      words: [],
      phrases: [],
    });
  });

  it("refuses a body with the field errors, under the route's validity flag", () => {
    const refusal = (route: ApiRoute<unknown, unknown>, sent: unknown) => {
      try {
        routeBody(route, sent);
      } catch (error) {
        return error;
      }
      throw new Error("the body was accepted");
    };
    const login = refusal(signInRoutes.login, { login: "" });
    expect(login).toBeInstanceOf(AppError);
    expect(login).toMatchObject({ status: 422, flag: "isValid" });
    expect(Object.keys((login as AppError).fields ?? {})).toEqual(
      expect.arrayContaining(["login", "password"]),
    );
    expect(refusal(userRoutes.resetPassword, { login: "a\u0000b" })).toMatchObject({
      status: 422,
      flag: "valid",
      fields: { login: "Contains characters that cannot be stored" },
    });
  });

  it("declares a schema for every body a route reads", () => {
    const bodyMethods = new Set(["POST", "PUT", "PATCH"]);
    // A write without a schema would reach its service unread; logout is the one write that takes no body.
    const unread = API_ROUTES.filter(
      (route) =>
        bodyMethods.has(route.method) && !route.body && !route.rawBody && route.path !== "/auth/logout",
    ).map((route) => `${route.method} ${route.path}`);
    expect(unread).toEqual([]);
  });

  it("names routes by typed references, so a wrong one does not compile", () => {
    // @ts-expect-error: a misspelt route is a compile error, not a 500 when the action runs
    const misspelt: unknown = wordRoutes.updat;
    expect(misspelt).toBeUndefined();
    expect(wordRoutes.update).toMatchObject({ method: "PUT", path: "/words" });
  });
});
