import { describe, expect, it } from "vitest";
import { register } from "@/lib/services/access/accounts";
import { MAX_FAILURES_PER_ADDRESS } from "@/lib/services/access/rate-limit";
import { appErrorOf, expectAppError } from "../support/app-error";
import { DEMO_PASSWORDS, type DemoLogin } from "../support/principals";
import { logIn } from "../support/services";

const range = (length: number) => Array.from({ length }, (_, index) => index);

/** A demo account's login with its right password, from `address`. */
const rightLogin = (login: DemoLogin, address: string) =>
  logIn({ login, password: DEMO_PASSWORDS[login] }, { address });

async function failLogin(login: string, address: string): Promise<void> {
  await expectAppError(logIn({ login, password: "wrong-password" }, { address }), 401);
}

describe("login rate limiting", () => {
  it("allows 10 failures for one login, then refuses the 11th attempt even with the right password", async () => {
    // Each failure from another address: the per-login limit does not depend on where they come from.
    for (const attempt of range(10)) await failLogin("editor", `10.0.1.${attempt}`);

    const refused = await expectAppError(
      logIn({ login: "Editor", password: DEMO_PASSWORDS.editor }, { address: "10.0.1.200" }),
      429,
      "Too many failed login attempts for this login. Please try again in 15 minutes.",
    );
    expect(refused.fields).toBeUndefined();

    // Other logins, even from the same addresses, are not affected.
    expect((await rightLogin("learner", "10.0.1.0")).login).toBe("learner");
  });

  it("counts an address's failures against other logins only from the address limit on", async () => {
    const address = "10.0.2.1";
    for (const attempt of range(10)) await failLogin(`nobody-${attempt % 2}`, address);

    // Ten failures from this address: a different login still gets in from it.
    expect((await rightLogin("learner", address)).login).toBe("learner");

    await Promise.all(
      range(MAX_FAILURES_PER_ADDRESS - 10).map((attempt) => failLogin(`stranger-${attempt}`, address)),
    );

    await expectAppError(
      rightLogin("learner", address),
      429,
      "Too many failed login attempts from your address. Please try again in 15 minutes.",
    );
    expect((await rightLogin("learner", "10.0.2.2")).login).toBe("learner");
  });

  it("never counts successful logins", async () => {
    const address = "10.0.3.1";
    const successes = await Promise.all(
      range(MAX_FAILURES_PER_ADDRESS + 10).map(() => rightLogin("admin", address)),
    );
    expect(new Set(successes.map((signedIn) => signedIn.sessionId)).size).toBe(MAX_FAILURES_PER_ADDRESS + 10);

    // A wrong password is still an ordinary 401, and the right one still works.
    await failLogin("admin", address);
    expect((await rightLogin("admin", address)).login).toBe("admin");
  });

  it("forgets a login's failures after it succeeds", async () => {
    for (const _ of range(9)) await failLogin("learner", "10.0.4.1");
    await rightLogin("learner", "10.0.4.1");

    for (const _ of range(9)) await failLogin("learner", "10.0.4.1");
    expect((await rightLogin("learner", "10.0.4.1")).login).toBe("learner");
  });
});

describe("registration rate limiting", () => {
  it("lets thirty pupils behind one address register, since successes never count", async () => {
    const address = "10.0.5.1";
    const pupils = await Promise.all(
      range(30).map((index) =>
        register(
          {
            login: `pupil-${index}`,
            email: `pupil-${index}@school.example`,
            password: "class-password",
            confirmPassword: "class-password",
          },
          { address },
        ),
      ),
    );

    expect(pupils.map((pupil) => pupil.login).sort()).toStrictEqual(
      range(30)
        .map((index) => `pupil-${index}`)
        .sort(),
    );
  });

  it("refuses an address after too many refused registrations", async () => {
    const address = "10.0.6.1";
    const refused = await Promise.all(
      range(MAX_FAILURES_PER_ADDRESS).map((index) =>
        appErrorOf(
          register(
            { login: `bad-${index}`, email: "not-an-email", password: "x", confirmPassword: "x" },
            { address },
          ),
        ),
      ),
    );
    expect(refused.map((error) => error.status)).toStrictEqual(
      range(MAX_FAILURES_PER_ADDRESS).map(() => 422),
    );

    const valid = {
      login: "late-pupil",
      email: "late@school.example",
      password: "class-password",
      confirmPassword: "class-password",
    };
    await expectAppError(
      register(valid, { address }),
      429,
      "Too many failed registration attempts from your address. Please try again in 15 minutes.",
    );
    expect((await register(valid, { address: "10.0.6.2" })).login).toBe("late-pupil");
  });
});
