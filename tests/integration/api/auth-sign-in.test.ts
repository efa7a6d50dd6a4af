import { describe, expect, it } from "vitest";
import {
  call,
  type ErrorBody,
  errorBody,
  expectNoLeak,
  logIn,
  type SignedInBody,
  validationBody,
} from "../../support/api";

describe("POST auth/login", () => {
  it("answers 200 with isValid, login, email and an opaque token of at least 128 bits", async () => {
    const response = await call<SignedInBody>("POST", "/auth/login", {
      body: { login: "learner", password: "practice-learner" },
    });

    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      isValid: true,
      login: "learner",
      email: "learner@example.com",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
    });
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
    expect(empty.status).toBe(422);
    expect(empty.body).toStrictEqual(validationBody(fields, "isValid"));
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body).toStrictEqual(validationBody(fields, "isValid"));
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
    expect(response.body).toStrictEqual({
      isValid: true,
      login: "new-learner",
      email: "new-learner@example.com",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
    });
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

    expect(invalid.status).toBe(422);
    expect(invalid.body).toStrictEqual(
      validationBody(
        {
          login: "Login must have at least 3 characters",
          email: "Email must be a valid address",
          password: "Password must have at least 8 characters",
          confirmPassword: "Please confirm the password",
        },
        "isValid",
      ),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toStrictEqual(
      validationBody({ confirmPassword: "Passwords do not match" }, "isValid"),
    );
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

    expect(sameLogin.status).toBe(422);
    expect(sameLogin.body).toStrictEqual(validationBody({ login: "This login is already taken" }, "isValid"));
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body).toStrictEqual(
      validationBody({ email: "This email is already registered" }, "isValid"),
    );
    expectNoLeak(sameLogin);
    expectNoLeak(sameEmail);
  });
});
