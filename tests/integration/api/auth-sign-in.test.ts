import { describe, expect, it } from "vitest";
import {
  call,
  type ErrorBody,
  errorBody,
  expectNoLeak,
  expectValidation,
  logIn,
  type SignedInBody,
} from "../../support/api";

/** A 200 or 201 of login and register: the account and an opaque token of at least 128 bits. */
const signedIn = (login: string, email: string) => ({
  isValid: true,
  login,
  email,
  token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
});

describe("POST auth/login", () => {
  it("answers 200 with isValid, login, email and an opaque token of at least 128 bits", async () => {
    const response = await call<SignedInBody>("POST", "/auth/login", {
      body: { login: "learner", password: "practice-learner" },
    });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual(signedIn("learner", "learner@example.com"));
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers a wrong password and an unknown login alike: 401 with the same message", async () => {
    const wrongPassword = await call<ErrorBody>("POST", "/auth/login", {
      body: { login: "learner", password: "not-the-password" },
    });
    const unknownLogin = await call<ErrorBody>("POST", "/auth/login", {
      body: { login: "nobody-at-all", password: "practice-learner" },
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownLogin.status).toBe(401);
    expect(wrongPassword.body).toStrictEqual(errorBody(401, "Login or password is incorrect"));
    expect(unknownLogin.body).toStrictEqual(errorBody(401, "Login or password is incorrect"));
  });

  it("answers 422 with isValid false and the field map for missing or wrong fields", async () => {
    const empty = await call("POST", "/auth/login", { body: {} });
    const wrongTypes = await call("POST", "/auth/login", { body: { login: 12, password: ["x"] } });

    const fields = { login: "Login is required", password: "Password is required" };
    expectValidation(empty, fields, "isValid");
    expectValidation(wrongTypes, fields, "isValid");
  });
});

describe("POST auth/register", () => {
  it("answers 201 and logs the new learner in with the user scope", async () => {
    const response = await call<SignedInBody>("POST", "/auth/register", {
      body: {
        login: "new-learner",
        email: " New-Learner@Example.com ",
        password: "a long password",
        confirmPassword: "a long password",
      },
    });

    expect(response.status).toBe(201);
    expect(response.body).toStrictEqual(signedIn("new-learner", "new-learner@example.com"));
    const check = await call("GET", "/auth/check", { token: response.body.token });
    expect(check.body).toStrictEqual({
      login: "new-learner",
      email: "new-learner@example.com",
      scopes: ["user"],
    });
    expect((await logIn("new-learner", "a long password")).length).toBeGreaterThan(20);
  });

  it("answers 422 with isValid false and a message per field", async () => {
    const invalid = await call("POST", "/auth/register", {
      body: { login: "a", email: "not-an-email", password: "short", confirmPassword: 5 },
    });
    const mismatch = await call("POST", "/auth/register", {
      body: {
        login: "someone",
        email: "someone@example.com",
        password: "password-1",
        confirmPassword: "password-2",
      },
    });

    expectValidation(
      invalid,
      {
        login: "Login must have at least 3 characters",
        email: "Email must be a valid address",
        password: "Password must have at least 8 characters",
        confirmPassword: "Please confirm the password",
      },
      "isValid",
    );
    expectValidation(mismatch, { confirmPassword: "Passwords do not match" }, "isValid");
  });

  it("refuses a taken login or email, whatever its case, with 422 on that field", async () => {
    const sameLogin = await call("POST", "/auth/register", {
      body: {
        login: "LEARNER",
        email: "other@example.com",
        password: "password-1",
        confirmPassword: "password-1",
      },
    });
    const sameEmail = await call("POST", "/auth/register", {
      body: {
        login: "another",
        email: "LEARNER@example.com",
        password: "password-1",
        confirmPassword: "password-1",
      },
    });

    expectValidation(sameLogin, { login: "This login is already taken" }, "isValid");
    expectValidation(sameEmail, { email: "This email is already registered" }, "isValid");
    expectNoLeak(sameLogin);
    expectNoLeak(sameEmail);
  });
});
