import { describe, expect, it } from "vitest";
import {
  call,
  demoTokens,
  errorBody,
  keysDeep,
  logIn,
  registerLearner,
  scopeByValue,
  type Saved,
  validationBody,
} from "../../support/api";
import type { UserDto } from "@/lib/types/access";

const tokens = demoTokens("admin");

describe("users", () => {
  it("never answers a password or its hash", async () => {
    const learner = await registerLearner();
    const bodies = [
      await call("GET", "/users", { token: tokens.admin }),
      await call("GET", `/users/${learner.login}`, { token: tokens.admin }),
      await call("PUT", "/users", {
        token: tokens.admin,
        body: { login: learner.login, email: learner.email, scopes: ["user"] },
      }),
    ];

    for (const response of bodies) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain("$argon2");
      expect(keysDeep(response.body).filter((key) => /password|hash/i.test(key))).toStrictEqual([]);
    }
  });

  it("GET users/{login} and PUT users answer the user with scopes as objects", async () => {
    const learner = await registerLearner();
    const [editorScope, userScope] = [
      await scopeByValue("editor", tokens.admin),
      await scopeByValue("user", tokens.admin),
    ];

    const read = await call<UserDto>("GET", `/users/${learner.login.toUpperCase()}`, { token: tokens.admin });
    expect(read.body).toStrictEqual({ login: learner.login, email: learner.email, scopes: [userScope] });

    const saved = await call("PUT", "/users", {
      token: tokens.admin,
      body: { login: learner.login, email: "Changed@Example.com", scopes: ["editor", "user"] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toStrictEqual({
      valid: true,
      data: { login: learner.login, email: "changed@example.com", scopes: [editorScope, userScope] },
    });
    expect((await call("GET", "/users/nobody", { token: tokens.admin })).body).toStrictEqual(
      errorBody(404, "User was not found"),
    );
  });

  it("answers 422 for unknown scopes and for removing the last admin, 404 for an unknown login", async () => {
    const unknownScope = await call("PUT", "/users", {
      token: tokens.admin,
      body: { login: "learner", email: "learner@example.com", scopes: ["wizard"] },
    });
    const lastAdmin = await call("PUT", "/users", {
      token: tokens.admin,
      body: { login: "admin", email: "admin@example.com", scopes: ["user"] },
    });
    const unknownUser = await call("PUT", "/users", {
      token: tokens.admin,
      body: { login: "nobody", email: "nobody@example.com", scopes: [] },
    });

    expect(unknownScope.body).toStrictEqual(validationBody({ scopes: "Unknown scope: wizard" }));
    expect(lastAdmin.body).toStrictEqual(
      validationBody({ scopes: "At least one user must keep the admin scope" }),
    );
    expect(unknownUser.status).toBe(404);
    expect((await call("GET", "/auth/check", { token: tokens.admin })).status).toBe(200);
  });

  it("PUT users/reset-password answers the temporary password once and ends every session", async () => {
    const learner = await registerLearner();
    const second = await logIn(learner.login, learner.password);

    const response = await call<Saved<{ login: string; temporaryPassword: string }>>(
      "PUT",
      "/users/reset-password",
      { token: tokens.admin, body: { login: learner.login } },
    );

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      valid: true,
      data: { login: learner.login, temporaryPassword: expect.stringMatching(/^\S{8,}$/) },
    });
    for (const token of [learner.token, second])
      expect((await call("GET", "/auth/check", { token })).status).toBe(401);
    const old = await call("POST", "/auth/login", {
      body: { login: learner.login, password: learner.password },
    });
    expect(old.status).toBe(401);
    await logIn(learner.login, response.body.data.temporaryPassword);
    const user = await call("GET", `/users/${learner.login}`, { token: tokens.admin });
    expect(user.text).not.toContain(response.body.data.temporaryPassword);
    expect(
      (await call("PUT", "/users/reset-password", { token: tokens.admin, body: { login: "nobody" } })).status,
    ).toBe(404);
    expect(
      (
        await call("PUT", "/users/reset-password", {
          token: await logIn("editor"),
          body: { login: "learner" },
        })
      ).status,
    ).toBe(403);
  });
});
