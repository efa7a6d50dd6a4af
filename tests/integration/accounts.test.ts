import { describe, expect, it } from "vitest";
import { getAccount, register } from "@/lib/services/access/accounts";
import { getScopeByKey } from "@/lib/services/access/scopes";
import { getUserByLogin } from "@/lib/services/access/users";
import { appErrorOf, expectAppError, expectValidationError, keysDeep } from "../support/app-error";
import { DEMO_PASSWORDS, LOCAL, logInAs, principalOf, registerLearner } from "../support/principals";
import { changePassword, logIn, updateAccount } from "../support/services";

const newcomer = {
  login: "Newcomer",
  email: "Newcomer@Example.com",
  password: "long-enough",
  confirmPassword: "long-enough",
};

describe("logIn", () => {
  it("opens a session for the right password, whatever the login's case", async () => {
    const signedIn = await logIn({ login: " ADMIN ", password: DEMO_PASSWORDS.admin }, LOCAL);

    expect(signedIn).toStrictEqual({
      login: "admin",
      email: "admin@example.com",
      // The interface language the account chose, for the browser's cookie.
      locale: "en",
      userId: expect.any(Number),
      token: expect.stringMatching(/^[\w-]{43}$/),
      sessionId: expect.any(Number),
    });
    expect(await principalOf(signedIn.token)).toStrictEqual({
      sessionId: signedIn.sessionId,
      userId: signedIn.userId,
      login: "admin",
      email: "admin@example.com",
      scopes: ["admin", "user"],
      inAnyClass: false,
    });
  });

  it("answers 401 for a wrong password or an unknown login, alike", async () => {
    const wrong = await expectAppError(logIn({ login: "learner", password: "nope-nope" }, LOCAL), 401);
    const unknown = await expectAppError(logIn({ login: "nobody", password: "nope-nope" }, LOCAL), 401);

    expect(wrong.message).toBe("Login or password is incorrect");
    expect(unknown.message).toBe(wrong.message);
  });

  it("answers a missing field with 422 flagged isValid", async () => {
    const error = await expectValidationError(logIn({ login: "learner" }, LOCAL), {
      password: "Password is required",
    });

    expect(error.flag).toBe("isValid");
  });
});

describe("register", () => {
  it("creates a learner with the user scope, signed in", async () => {
    const signedIn = await register(newcomer, LOCAL);

    expect(signedIn).toStrictEqual({
      login: "Newcomer",
      email: "newcomer@example.com",
      locale: "en",
      userId: expect.any(Number),
      token: expect.any(String),
      sessionId: expect.any(Number),
    });
    expect(await getUserByLogin({ login: "newcomer" })).toStrictEqual({
      login: "Newcomer",
      email: "newcomer@example.com",
      scopes: [await getScopeByKey({ key: "user" })],
    });
    expect((await principalOf(signedIn.token)).scopes).toStrictEqual(["user"]);
    expect((await logIn({ login: "newcomer", password: "long-enough" }, LOCAL)).userId).toBe(signedIn.userId);
  });

  it("answers a taken login, in any case, with 422 on login flagged isValid", async () => {
    const error = await expectValidationError(
      register({ ...newcomer, login: "Admin", email: "someone-else@example.com" }, LOCAL),
      { login: "This login is already taken" },
    );

    expect(error.flag).toBe("isValid");
    expect((await getUserByLogin({ login: "admin" })).email).toBe("admin@example.com");
  });

  it("answers a taken email, in any case, with 422 on email", async () => {
    const error = await expectValidationError(
      register({ ...newcomer, login: "someone-else", email: "LEARNER@example.COM" }, LOCAL),
      { email: "This email is already registered" },
    );

    expect(error.flag).toBe("isValid");
    await expectAppError(getUserByLogin({ login: "someone-else" }), 404);
  });

  it("reports every invalid field under the spec's field names", async () => {
    const error = await expectValidationError(
      register({ login: "x", email: "nowhere", password: "short", confirmPassword: "other" }, LOCAL),
      {
        login: "Login must have at least 3 characters",
        email: "Email must be a valid address",
        password: "Password must have at least 8 characters",
        confirmPassword: "Passwords do not match",
      },
    );

    expect(error.flag).toBe("isValid");
  });
});

describe("personal account", () => {
  it("reads and updates the caller's own login and email", async () => {
    const learner = await registerLearner();

    expect(await getAccount(learner.principal)).toStrictEqual({
      login: learner.login,
      email: learner.email,
      locale: "en",
    });
    const saved = await updateAccount(learner.principal, {
      login: "renamed-one",
      email: "Renamed@Example.com",
    });

    expect(saved).toStrictEqual({ login: "renamed-one", email: "renamed@example.com", locale: "en" });
    expect(await getAccount(learner.principal)).toStrictEqual(saved);
    expect((await logIn({ login: "renamed-one", password: learner.password }, LOCAL)).userId).toBe(
      learner.userId,
    );
  });

  it("answers a login or email taken by someone else with 422 on that field", async () => {
    const learner = await registerLearner();
    const before = await getAccount(learner.principal);

    await expectValidationError(updateAccount(learner.principal, { login: "EDITOR", email: learner.email }), {
      login: "This login is already taken",
    });
    await expectValidationError(
      updateAccount(learner.principal, { login: learner.login, email: "editor@EXAMPLE.com" }),
      {
        email: "This email is already registered",
      },
    );

    expect(await getAccount(learner.principal)).toStrictEqual(before);
  });

  it("rejects a password change whose confirmation differs, keeping the old password", async () => {
    const learner = await registerLearner();

    await expectValidationError(
      changePassword(
        learner.principal,
        { currentPassword: learner.password, password: "brand-new-pass", confirmPassword: "brand-new-typo" },
        LOCAL,
      ),
      { confirmPassword: "Passwords do not match" },
    );

    expect((await logIn({ login: learner.login, password: learner.password }, LOCAL)).userId).toBe(
      learner.userId,
    );
  });

  it("answers 401 when the account no longer exists", async () => {
    const principal = { ...(await logInAs("learner")), userId: 999_999 };

    await expectAppError(getAccount(principal), 401);
    expect(
      (await appErrorOf(updateAccount(principal, { login: "ghost", email: "ghost@example.com" }))).status,
    ).toBe(401);
  });
});

describe("outputs", () => {
  it("never carry a password or its hash", async () => {
    const learner = await registerLearner();
    const loggedIn = await logIn({ login: learner.login, password: learner.password }, LOCAL);
    const outputs = {
      register: learner,
      logIn: loggedIn,
      session: await principalOf(loggedIn.token),
      getAccount: await getAccount(learner.principal),
      updateAccount: await updateAccount(learner.principal, { login: learner.login, email: learner.email }),
    };

    expect(Object.keys(outputs.logIn).sort()).toStrictEqual([
      "email",
      "locale",
      "login",
      "sessionId",
      "token",
      "userId",
    ]);
    expect(Object.keys(outputs.session).sort()).toStrictEqual([
      "email",
      "inAnyClass",
      "login",
      "scopes",
      "sessionId",
      "userId",
    ]);
    expect(Object.keys(outputs.getAccount).sort()).toStrictEqual(["email", "locale", "login"]);
    expect(Object.keys(outputs.updateAccount).sort()).toStrictEqual(["email", "locale", "login"]);
    // The helper adds the password it chose and the principal; the service's own keys are these.
    const { password: _chosen, principal: _principal, ...registered } = outputs.register;
    expect(Object.keys(registered).sort()).toStrictEqual([
      "email",
      "locale",
      "login",
      "sessionId",
      "token",
      "userId",
    ]);
    for (const output of Object.values({ ...outputs, register: registered })) {
      expect(keysDeep(output).filter((key) => /password|hash/i.test(key))).toStrictEqual([]);
    }
  });
});
