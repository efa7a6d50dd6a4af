import { describe, expect, it } from "vitest";
import { call, errorBody, logIn, registerLearner, validationBody } from "../../support/api";

const NOT_LOGGED_IN = errorBody(401, "You are not logged in");

describe("GET auth/check", () => {
  it("answers who the session belongs to, with scope values", async () => {
    const response = await call("GET", "/auth/check", { token: await logIn("admin") });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      login: "admin",
      email: "admin@example.com",
      scopes: ["admin", "user"],
    });
  });

  it("answers 401 without a session or with an unknown token", async () => {
    const guest = await call("GET", "/auth/check");
    const unknown = await call("GET", "/auth/check", { token: "x".repeat(43) });

    expect([guest.status, unknown.status]).toStrictEqual([401, 401]);
    expect(guest.body).toStrictEqual(NOT_LOGGED_IN);
    expect(unknown.body).toStrictEqual(NOT_LOGGED_IN);
  });
});

describe("auth/logout", () => {
  it.each(["GET", "POST"])(
    "%s revokes the session named by X-Session-Token on the server",
    async (method) => {
      const token = await logIn("learner");
      const other = await logIn("learner");

      const response = await call(method, "/auth/logout", { token });

      expect(response.status).toBe(200);
      expect(response.body).toStrictEqual({ loggedOut: true });
      expect((await call("GET", "/auth/check", { token })).status).toBe(401);
      expect((await call(method, "/auth/logout", { token })).status).toBe(401);
      expect((await call("GET", "/auth/check", { token: other })).status).toBe(200);
    },
  );

  it("answers 401 without a session", async () => {
    expect((await call("GET", "/auth/logout")).body).toStrictEqual(NOT_LOGGED_IN);
    expect((await call("POST", "/auth/logout")).body).toStrictEqual(NOT_LOGGED_IN);
  });
});

describe("auth/personal-account", () => {
  it("GET answers the caller's login, email and interface language; 401 for guests", async () => {
    const response = await call("GET", "/auth/personal-account", { token: await logIn("editor") });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ login: "editor", email: "editor@example.com", locale: "en" });
    expect((await call("GET", "/auth/personal-account")).status).toBe(401);
  });

  it("PUT saves login and email; the new login signs in", async () => {
    const learner = await registerLearner("renamed");
    const body = { login: `${learner.login}-x`, email: "  Renamed@Example.com " };

    const response = await call("PUT", "/auth/personal-account", { token: learner.token, body });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      valid: true,
      data: { login: `${learner.login}-x`, email: "renamed@example.com", locale: "en" },
    });
    expect((await call("GET", "/auth/personal-account", { token: learner.token })).body).toStrictEqual({
      login: `${learner.login}-x`,
      email: "renamed@example.com",
      locale: "en",
    });
    await logIn(`${learner.login}-x`, learner.password);
  });

  it("PUT saves the optional locale; leaving it out keeps it; an unknown one is 422", async () => {
    const learner = await registerLearner();
    const { login, email } = learner;

    const chosen = await call("PUT", "/auth/personal-account", {
      token: learner.token,
      body: { login, email, locale: "ru" },
    });
    const kept = await call("PUT", "/auth/personal-account", {
      token: learner.token,
      body: { login, email },
    });
    const unknown = await call("PUT", "/auth/personal-account", {
      token: learner.token,
      body: { login, email, locale: "de" },
    });

    expect(chosen.body).toStrictEqual({ valid: true, data: { login, email, locale: "ru" } });
    expect(kept.body).toStrictEqual({ valid: true, data: { login, email, locale: "ru" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toStrictEqual(validationBody({ locale: "Language must be one of: en, ru" }));
    expect((await call("GET", "/auth/personal-account", { token: learner.token })).body).toStrictEqual({
      login,
      email,
      locale: "ru",
    });
  });

  it("PUT answers 422 with the field map for invalid or taken values, 401 for guests", async () => {
    const learner = await registerLearner();

    const invalid = await call("PUT", "/auth/personal-account", {
      token: learner.token,
      body: { login: "no spaces allowed", email: 42 },
    });
    const taken = await call("PUT", "/auth/personal-account", {
      token: learner.token,
      body: { login: "Admin", email: learner.email },
    });
    const guest = await call("PUT", "/auth/personal-account", {
      body: { login: "x", email: "x@example.com" },
    });

    expect(invalid.status).toBe(422);
    expect(invalid.body).toStrictEqual(
      validationBody({
        login: "Login may contain only letters, digits, dots, hyphens and underscores",
        email: "Email is required",
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body).toStrictEqual(validationBody({ login: "This login is already taken" }));
    expect(guest.status).toBe(401);
  });
});

describe("PUT auth/change-password", () => {
  it("answers { valid: true }; the new password signs in, the old one no longer does", async () => {
    const learner = await registerLearner();

    const response = await call("PUT", "/auth/change-password", {
      token: learner.token,
      body: {
        currentPassword: learner.password,
        password: "brand-new-password",
        confirmPassword: "brand-new-password",
      },
    });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ valid: true });
    await logIn(learner.login, "brand-new-password");
    const old = await call("POST", "/auth/login", {
      body: { login: learner.login, password: learner.password },
    });
    expect(old.status).toBe(401);
  });

  it("answers 422 for a short or unconfirmed password, 401 for guests", async () => {
    const learner = await registerLearner();

    const short = await call("PUT", "/auth/change-password", {
      token: learner.token,
      body: { currentPassword: learner.password, password: "short", confirmPassword: "short" },
    });
    const mismatch = await call("PUT", "/auth/change-password", {
      token: learner.token,
      body: {
        currentPassword: learner.password,
        password: "long-enough-1",
        confirmPassword: "long-enough-2",
      },
    });
    const guest = await call("PUT", "/auth/change-password", {
      body: { password: "long-enough-1", confirmPassword: "long-enough-1" },
    });

    expect(short.body).toStrictEqual(
      validationBody({ password: "Password must have at least 8 characters" }),
    );
    expect(mismatch.body).toStrictEqual(validationBody({ confirmPassword: "Passwords do not match" }));
    expect(guest.status).toBe(401);
    await logIn(learner.login, learner.password);
  });
});
