import { describe, expect, it } from "vitest";
import { call, errorBody, type SignedInBody } from "../../support/api";

const login = (body: { login: string; password: string }, address: string) =>
  call<SignedInBody>("POST", "/auth/login", { body, address });

describe("login rate limiting", () => {
  it("after 10 failed logins for one login the next attempt is 429, even with the right password", async () => {
    const address = "192.0.2.10";
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await login({ login: "learner", password: `wrong-${attempt}` }, address);
      expect(failed.status).toBe(401);
    }

    const locked = await login({ login: "learner", password: "practice-learner" }, address);
    const fromElsewhere = await login({ login: "LEARNER", password: "practice-learner" }, "198.51.100.99");

    const message = "Too many failed login attempts for this login. Please try again in 15 minutes.";
    expect(locked.status).toBe(429);
    expect(locked.body).toStrictEqual(errorBody(429, message));
    expect(fromElsewhere.status).toBe(429);

    const otherLogin = await login({ login: "editor", password: "practice-editor" }, address);
    expect(otherLogin.status).toBe(200);
    expect(otherLogin.body).toStrictEqual({
      isValid: true,
      login: "editor",
      email: "editor@example.com",
      token: expect.any(String),
    });
  });

  it("too many failures from one address lock that address, not the others", async () => {
    const address = "192.0.2.20";
    for (let attempt = 0; attempt < 50; attempt++) {
      const failed = await login({ login: `nobody-${attempt % 25}`, password: "wrong-password" }, address);
      expect(failed.status).toBe(401);
    }

    const locked = await login({ login: "admin", password: "practice-admin" }, address);
    const elsewhere = await login({ login: "admin", password: "practice-admin" }, "192.0.2.21");

    expect(locked.status).toBe(429);
    expect(locked.body).toStrictEqual(
      errorBody(429, "Too many failed login attempts from your address. Please try again in 15 minutes."),
    );
    expect(elsewhere.status).toBe(200);
  });

  it("30 learners register and log in in a row from one address without a 429", async () => {
    const address = "203.0.113.7";
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      const credentials = { login: `pupil-${index}`, password: `pupil-password-${index}` };
      const registered = await call<SignedInBody>("POST", "/auth/register", {
        address: `${address}, 10.0.0.1`,
        body: {
          ...credentials,
          email: `pupil-${index}@school.example`,
          confirmPassword: credentials.password,
        },
      });
      const loggedIn = await login(credentials, address);
      statuses.push(registered.status, loggedIn.status);
      expect(loggedIn.body.login).toBe(`pupil-${index}`);
    }

    expect(statuses).toStrictEqual(Array.from({ length: 30 }, () => [201, 200]).flat());
  });

  it("a classroom's occasional typos do not lock the address for everyone", async () => {
    const address = "203.0.113.8";
    for (let index = 0; index < 30; index++) {
      const credentials = { login: `typo-${index}`, password: `typo-password-${index}` };
      await call("POST", "/auth/register", {
        address,
        body: {
          ...credentials,
          email: `typo-${index}@school.example`,
          confirmPassword: credentials.password,
        },
      });
      if (index % 3 === 0)
        expect((await login({ ...credentials, password: "oops" }, address)).status).toBe(401);
      expect((await login(credentials, address)).status).toBe(200);
    }
  });
});
