import { describe, expect, it } from "vitest";
import {
  call,
  demoTokens,
  errorBody,
  expectNoLeak,
  registerLearner,
  scopeByValue,
  type Saved,
  validationBody,
} from "../../support/api";
import type { EndpointDto, ScopeDto } from "@/lib/types/access";

const tokens = demoTokens("admin", "editor");

describe("scopes", () => {
  it("lists, creates (201), updates (200) and deletes (200) scopes", async () => {
    const listed = await call<ScopeDto[]>("GET", "/scopes", { token: tokens.admin });
    expect(listed.status).toBe(200);
    expect(listed.body.map((scope) => scope.value).sort()).toStrictEqual([
      "admin",
      "editor",
      "teacher",
      "user",
    ]);
    expect(listed.body[0]).toStrictEqual({
      id: expect.any(Number),
      name: "Administrator",
      value: "admin",
      description: expect.any(String),
    });

    const created = await call<Saved<ScopeDto>>("POST", "/scopes", {
      token: tokens.admin,
      body: { name: "Tutor", value: "tutor" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: { id: expect.any(Number), name: "Tutor", value: "tutor", description: "" },
    });
    const { id } = created.body.data;

    const body = { id, name: "Tutor", value: "tutor", description: "Reads the results of a class" };
    const updated = await call("PUT", "/scopes", { token: tokens.admin, body });
    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({ valid: true, data: body });

    expect((await call("DELETE", `/scopes/${id}`, { token: tokens.admin })).body).toStrictEqual({
      deleted: true,
    });
    expect((await call("DELETE", `/scopes/${id}`, { token: tokens.admin })).body).toStrictEqual(
      errorBody(404, "Scope was not found"),
    );
  });

  it("answers 409 when deleting a scope still held by a user or an endpoint, or a built-in one", async () => {
    const created = await call<Saved<ScopeDto>>("POST", "/scopes", {
      token: tokens.admin,
      body: { name: "Reviewer", value: "reviewer" },
    });
    const learner = await registerLearner();
    await call("PUT", "/users", {
      token: tokens.admin,
      body: { login: learner.login, email: learner.email, scopes: ["user", "reviewer"] },
    });

    const heldByUser = await call("DELETE", "/scopes/reviewer", { token: tokens.admin });
    const editorScope = await call("DELETE", "/scopes/editor", { token: tokens.admin });
    const builtIn = await call("DELETE", "/scopes/user", { token: tokens.admin });

    expect(heldByUser.status).toBe(409);
    expect(heldByUser.body).toStrictEqual(
      errorBody(409, 'Scope "reviewer" is still held by 1 user(s) and 0 endpoint(s)'),
    );
    expect(editorScope.status).toBe(409);
    expect(builtIn.body).toStrictEqual(errorBody(409, 'The built-in scope "user" cannot be deleted'));
    expect((await call("GET", `/scopes`, { token: tokens.admin })).text).toContain(
      `"id":${created.body.data.id}`,
    );
  });

  it("answers 422 for invalid fields and a duplicate value; editors get 403", async () => {
    const invalid = await call("POST", "/scopes", {
      token: tokens.admin,
      body: { name: "", value: "Not Valid" },
    });
    const duplicate = await call("POST", "/scopes", {
      token: tokens.admin,
      body: { name: "Again", value: "editor" },
    });

    expect(invalid.body).toStrictEqual(
      validationBody({
        name: "Name is required",
        value: "Value may contain only lowercase letters, digits and single hyphens",
      }),
    );
    expect(duplicate.body).toStrictEqual(validationBody({ value: "A scope with this value already exists" }));
    expectNoLeak(duplicate);
    expect((await call("GET", "/scopes", { token: tokens.editor })).status).toBe(403);
  });
});

describe("endpoints", () => {
  it("answers endpoints with their scopes as objects; GET by id and by admin page url", async () => {
    const editorScope = await scopeByValue("editor", tokens.admin);
    const listed = await call<EndpointDto[]>("GET", "/endpoints", { token: tokens.admin });

    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual({
      id: expect.any(Number),
      url: "/words",
      method: "POST",
      adminPageUrl: "create-word",
      scopes: [editorScope],
    });
    const row = listed.body.find((endpoint) => endpoint.adminPageUrl === "create-word")!;
    expect((await call("GET", `/endpoints/${row.id}`, { token: tokens.admin })).body).toStrictEqual(row);
    expect((await call("GET", "/endpoints/create-word", { token: tokens.admin })).body).toStrictEqual(row);
    expect((await call("GET", "/endpoints/999999", { token: tokens.admin })).body).toStrictEqual(
      errorBody(404, "Endpoint was not found"),
    );
  });

  it("creates (201), updates (200) and deletes (200) an endpoint", async () => {
    const [editorScope, userScope] = [
      await scopeByValue("editor", tokens.admin),
      await scopeByValue("user", tokens.admin),
    ];

    const created = await call<Saved<EndpointDto>>("POST", "/endpoints", {
      token: tokens.admin,
      body: { adminPageUrl: "read-users", method: "get", url: "/users/:login", scopes: ["editor"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      valid: true,
      data: {
        id: expect.any(Number),
        url: "/users/:login",
        method: "GET",
        adminPageUrl: "read-users",
        scopes: [editorScope],
      },
    });
    const { id } = created.body.data;

    const updated = await call("PUT", "/endpoints", {
      token: tokens.admin,
      body: {
        id,
        adminPageUrl: "read-users",
        method: "GET",
        url: "/users/:login",
        scopes: ["user", "editor"],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toStrictEqual({
      valid: true,
      data: {
        id,
        url: "/users/:login",
        method: "GET",
        adminPageUrl: "read-users",
        scopes: [editorScope, userScope],
      },
    });

    expect((await call("DELETE", "/endpoints/read-users", { token: tokens.admin })).body).toStrictEqual({
      deleted: true,
    });
    expect((await call("GET", `/endpoints/${id}`, { token: tokens.admin })).status).toBe(404);
  });

  it("answers 422 for unknown scopes, bad methods and urls, and a taken admin page url", async () => {
    const invalid = await call("POST", "/endpoints", {
      token: tokens.admin,
      body: { adminPageUrl: "x-y", method: "TRACE", url: "words", scopes: ["nope"] },
    });
    const unknownScope = await call("POST", "/endpoints", {
      token: tokens.admin,
      body: { adminPageUrl: "x-y", method: "GET", url: "/words", scopes: ["nope"] },
    });
    const taken = await call("POST", "/endpoints", {
      token: tokens.admin,
      body: { adminPageUrl: "create-word", method: "GET", url: "/words" },
    });

    expect(invalid.body).toStrictEqual(
      validationBody({
        method: "Method must be one of GET, POST, PUT, PATCH, DELETE",
        url: "URL must be a path such as /words/:id, relative to the API base",
      }),
    );
    expect(unknownScope.body).toStrictEqual(validationBody({ scopes: "Unknown scope: nope" }));
    expect(taken.body).toStrictEqual(
      validationBody({ adminPageUrl: "An endpoint with this admin page url already exists" }),
    );
    expect((await call("GET", "/endpoints", { token: tokens.editor })).status).toBe(403);
  });
});
