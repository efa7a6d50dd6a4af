import { describe, expect, it } from "vitest";
import { getScopeByKey } from "@/lib/services/access/scopes";
import { findUserId, getUserByLogin, listUsers } from "@/lib/services/access/users";
import { expectAppError, expectValidationError, keysDeep } from "../support/app-error";
import { registerLearner } from "../support/principals";
import type { ScopeDto } from "@/lib/types/access";
import { resetUserPassword, updateUser } from "../support/services";

async function scopesNamed(...values: string[]): Promise<ScopeDto[]> {
  return Promise.all(values.map((value) => getScopeByKey({ key: value })));
}

describe("users", () => {
  it("lists the seeded accounts with their own scopes as objects", async () => {
    const [admin, editor, teacher, user] = await scopesNamed("admin", "editor", "teacher", "user");

    expect(await listUsers()).toStrictEqual([
      { login: "admin", email: "admin@example.com", scopes: [admin, user] },
      { login: "editor", email: "editor@example.com", scopes: [editor, teacher, user] },
      { login: "learner", email: "learner@example.com", scopes: [user] },
    ]);
  });

  it("finds a user by login whatever its case, and answers 404 for an unknown login", async () => {
    const [editor, teacher, user] = await scopesNamed("editor", "teacher", "user");

    expect(await getUserByLogin({ login: "EDITOR" })).toStrictEqual({
      login: "editor",
      email: "editor@example.com",
      scopes: [editor, teacher, user],
    });
    await expectAppError(getUserByLogin({ login: "nobody" }), 404, "User was not found");
    await expectAppError(findUserId({ login: "nobody" }), 404);
  });

  it("updates email and scopes of the user named by login", async () => {
    const learner = await registerLearner();
    const [editor, user] = await scopesNamed("editor", "user");

    const saved = await updateUser({
      login: learner.login.toUpperCase(),
      email: " New.Address@Example.com ",
      scopes: ["user", "editor", "editor"],
    });

    const expected = { login: learner.login, email: "new.address@example.com", scopes: [editor, user] };
    expect(saved).toStrictEqual(expected);
    expect(await getUserByLogin({ login: learner.login })).toStrictEqual(expected);
    const cleared = await updateUser({ login: learner.login, email: expected.email, scopes: [] });
    expect(cleared.scopes).toStrictEqual([]);
  });

  it("leaves the user unchanged when a scope value is unknown", async () => {
    const learner = await registerLearner();
    const before = await getUserByLogin({ login: learner.login });

    await expectValidationError(
      updateUser({
        login: learner.login,
        email: "changed@example.com",
        scopes: ["user", "ghost", "phantom"],
      }),
      { scopes: "Unknown scope: ghost, phantom" },
    );

    expect(await getUserByLogin({ login: learner.login })).toStrictEqual(before);
  });

  it("answers an email taken by someone else (any case) with 422 on email", async () => {
    const learner = await registerLearner();
    const before = await getUserByLogin({ login: learner.login });

    await expectValidationError(
      updateUser({ login: learner.login, email: "ADMIN@example.com", scopes: ["editor"] }),
      {
        email: "This email is already registered",
      },
    );

    expect(await getUserByLogin({ login: learner.login })).toStrictEqual(before);
  });

  it("reports invalid fields and unknown logins", async () => {
    await expectValidationError(updateUser({ login: "", email: "not-an-email", scopes: "admin" }), {
      login: "Login is required",
      email: "Email must be a valid address",
      scopes: "Scopes must be a list of scope values",
    });
    await expectAppError(updateUser({ login: "nobody", email: "nobody@example.com", scopes: [] }), 404);
  });

  it("gives a temporary password once, for the stored login", async () => {
    const learner = await registerLearner();

    const reset = await resetUserPassword({ login: learner.login.toUpperCase() });

    expect(reset).toStrictEqual({
      login: learner.login,
      temporaryPassword: expect.stringMatching(/^[\w-]{12}$/),
    });
    const again = await resetUserPassword({ login: learner.login });
    expect(again.temporaryPassword).not.toBe(reset.temporaryPassword);
    await expectAppError(resetUserPassword({ login: "nobody" }), 404);
    await expectValidationError(resetUserPassword({}), { login: "Login is required" });
  });

  it("never returns a password hash", async () => {
    const learner = await registerLearner();
    const outputs = [
      await listUsers(),
      await getUserByLogin({ login: learner.login }),
      await updateUser({ login: learner.login, email: learner.email, scopes: ["user"] }),
    ];

    for (const output of outputs) {
      const keys = new Set(keysDeep(output));
      expect([...keys].sort()).toStrictEqual([
        "description",
        "email",
        "id",
        "login",
        "name",
        "scopes",
        "value",
      ]);
    }
  });
});
