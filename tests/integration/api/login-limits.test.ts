// The login limits protect an account without letting someone who lacks its
// password lock the owner out (DECISIONS: per client and login, per address,
// and a per-login limit only for clients that never signed in to the login).
import { describe, expect, it } from "vitest";
import { call, errorBody, registerLearner, type SignedInBody, validationBody } from "../../support/api";

const LOCKED_LOGIN = "Too many failed login attempts for this login. Please try again in 15 minutes.";

const logInFrom = (address: string, login: string, password: string) =>
  call<SignedInBody>("POST", "/auth/login", { body: { login, password }, address });

/** Distinct addresses of the documentation ranges, one per attempt. */
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`);

describe("login limits", () => {
  it("failures from strangers do not lock the owner out of a client the owner signed in from", async () => {
    const owner = await registerLearner("owner");
    const home = "198.51.100.200";
    expect((await logInFrom(home, owner.login, owner.password)).status).toBe(200);

    const statuses: number[] = [];
    for (const address of addresses("203.0.113", 15)) {
      statuses.push((await logInFrom(address, owner.login, "wrong-password")).status);
    }
    // Strangers share at most ten guesses per window…
    expect(statuses).toStrictEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    const stranger = await logInFrom("203.0.113.99", owner.login, owner.password);
    expect(stranger.body).toStrictEqual(errorBody(429, LOCKED_LOGIN));

    // …while the owner still signs in from home.
    const fromHome = await logInFrom(home, owner.login, owner.password);
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.login).toBe(owner.login);
  });

  it("an administrator cannot be locked out from where they sign in", async () => {
    const office = "198.51.100.201";
    expect((await logInFrom(office, "admin", "practice-admin")).status).toBe(200);
    for (const address of addresses("192.0.2", 12)) await logInFrom(address, "admin", "guess");

    expect((await logInFrom(office, "admin", "practice-admin")).status).toBe(200);
  });

  it("one client gets ten guesses per login, even a client the owner signed in from", async () => {
    const owner = await registerLearner("shared-pc");
    const library = "198.51.100.202";
    expect((await logInFrom(library, owner.login, owner.password)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await logInFrom(library, owner.login, `guess-${attempt}`)).status).toBe(401);
    }

    const locked = await logInFrom(library, owner.login, owner.password);
    expect(locked.body).toStrictEqual(errorBody(429, LOCKED_LOGIN));
    // A known client's guesses are its own: the owner still signs in on another device.
    const fromPhone = await logInFrom("198.51.100.203", owner.login, owner.password);
    expect(fromPhone.status).toBe(200);
  });

  it("a login spelled with another case or a dotted İ counts against the same account", async () => {
    const owner = await registerLearner("kiki");
    for (const address of addresses("203.0.113", 10).map((address) => address.replace("113", "114"))) {
      await logInFrom(address, owner.login.toUpperCase(), "wrong-password");
    }

    const upper = await logInFrom("203.0.114.50", owner.login.toUpperCase(), owner.password);
    const dotted = await logInFrom("203.0.114.51", owner.login.replace("i", "İ"), owner.password);
    expect(upper.body).toStrictEqual(errorBody(429, LOCKED_LOGIN));
    // Either the database finds the account (and its limit holds) or it finds none.
    expect([401, 429]).toContain(dotted.status);
  });
});

describe("login limits count an IPv6 client by its /64", () => {
  const LOCKED_ADDRESS = "Too many failed login attempts from your address. Please try again in 15 minutes.";

  it("failures from different addresses of one /64 fill one address bucket", async () => {
    const owner = await registerLearner("v6-owner");
    for (let attempt = 1; attempt <= 50; attempt++) {
      const address = `2001:db8:0:50::${attempt.toString(16)}`;
      expect((await logInFrom(address, `nobody-v6-${attempt % 25}`, "wrong-password")).status).toBe(401);
    }

    const sameNetwork = await logInFrom("2001:DB8:0:50:ffff::1", owner.login, owner.password);
    const otherNetwork = await logInFrom("2001:db8:0:51::1", owner.login, owner.password);

    expect(sameNetwork.body).toStrictEqual(errorBody(429, LOCKED_ADDRESS));
    expect(otherNetwork.status).toBe(200);
  });

  it("an owner whose IPv6 address changed within its /64 is still a client the owner signed in from", async () => {
    const owner = await registerLearner("rotating");
    expect((await logInFrom("2001:db8:0:60::1", owner.login, owner.password)).status).toBe(200);
    for (const address of addresses("198.18.1", 10)) {
      expect((await logInFrom(address, owner.login, "wrong-password")).status).toBe(401);
    }
    expect((await logInFrom("198.18.1.99", owner.login, owner.password)).body).toStrictEqual(
      errorBody(429, LOCKED_LOGIN),
    );

    // Privacy extensions gave the owner's device a new address in the same network.
    const rotated = await logInFrom("[2001:db8:0:60:a1b2:c3d4:e5f6:1]:51234", owner.login, owner.password);
    expect(rotated.status).toBe(200);
  });
});

describe("PUT auth/change-password asks for the current password", () => {
  const change = (token: string, body: Record<string, string>, address = "198.51.100.210") =>
    call("PUT", "/auth/change-password", { token, body, address });

  it("answers 422 on currentPassword when it is missing or wrong, and keeps the password", async () => {
    const learner = await registerLearner("reauth");
    const missing = await change(learner.token, {
      password: "taken-over-1",
      confirmPassword: "taken-over-1",
    });
    const wrong = await change(learner.token, {
      currentPassword: "not-the-password",
      password: "taken-over-1",
      confirmPassword: "taken-over-1",
    });

    expect(missing.body).toStrictEqual(validationBody({ currentPassword: "Current password is required" }));
    expect(wrong.body).toStrictEqual(validationBody({ currentPassword: "Current password is incorrect" }));
    expect((await logInFrom("198.51.100.211", learner.login, learner.password)).status).toBe(200);
    expect((await logInFrom("198.51.100.211", learner.login, "taken-over-1")).status).toBe(401);
  });

  it("counts wrong current passwords like wrong logins", async () => {
    const learner = await registerLearner("reauth-limit");
    const wrong = { currentPassword: "guess", password: "taken-over-2", confirmPassword: "taken-over-2" };
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await change(learner.token, wrong)).status).toBe(422);

    const locked = await change(learner.token, { ...wrong, currentPassword: learner.password });
    expect(locked.body).toStrictEqual(errorBody(429, LOCKED_LOGIN));
  });

  it("changes the password with the right current one", async () => {
    const learner = await registerLearner("reauth-ok");
    const changed = await change(learner.token, {
      currentPassword: learner.password,
      password: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });

    expect(changed.body).toStrictEqual({ valid: true });
    expect((await logInFrom("198.51.100.212", learner.login, "brand-new-pass")).status).toBe(200);
  });
});
