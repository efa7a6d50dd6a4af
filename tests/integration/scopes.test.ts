import { describe, expect, it } from "vitest";
import { deleteEndpoint } from "@/lib/services/access/endpoints";
import { deleteScope, getScopeByKey, listScopes } from "@/lib/services/access/scopes";
import { getUserByLogin } from "@/lib/services/access/users";
import { expectAppError, expectRefusedUnchanged, expectValidationError } from "../support/app-error";
import { registerLearner } from "../support/principals";
import { createEndpoint, createScope, updateScope, updateUser } from "../support/services";

const reviewer = { name: "Reviewer", value: "reviewer", description: "Reads statistics." };

describe("scopes", () => {
  it("lists the seeded scopes in name order", async () => {
    expect(await listScopes()).toStrictEqual([
      {
        id: expect.any(Number),
        name: "Administrator",
        value: "admin",
        description: "Full access to every call and every section.",
      },
      {
        id: expect.any(Number),
        name: "Editor",
        value: "editor",
        description: "Manages units, words and phrases.",
      },
      {
        id: expect.any(Number),
        name: "Teacher",
        value: "teacher",
        description: "Runs classes: assigns units and reads their learners' results.",
      },
      {
        id: expect.any(Number),
        name: "User",
        value: "user",
        description: "A learner: takes tests and keeps their own results.",
      },
    ]);
  });

  it("creates a scope and reads it by id and by value", async () => {
    const scope = await createScope(reviewer);

    expect(scope).toStrictEqual({ id: expect.any(Number), ...reviewer });
    expect(await getScopeByKey({ key: String(scope.id) })).toStrictEqual(scope);
    expect(await getScopeByKey({ key: "reviewer" })).toStrictEqual(scope);
    expect(await createScope({ name: "Guest", value: "guest" })).toStrictEqual({
      id: expect.any(Number),
      name: "Guest",
      value: "guest",
      description: "",
    });
  });

  it("answers a duplicate value with 422 on value, on create and on update", async () => {
    await expectRefusedUnchanged(listScopes, () => createScope({ ...reviewer, value: "editor" }), {
      value: "A scope with this value already exists",
    });

    const scope = await createScope({ name: "Auditor", value: "auditor" });
    await expectRefusedUnchanged(
      () => getScopeByKey({ key: "auditor" }),
      () => updateScope({ ...scope, value: "user" }),
      { value: "A scope with this value already exists" },
    );
    expect(await getScopeByKey({ key: "auditor" })).toStrictEqual(scope);
  });

  it("reports invalid fields under the spec's field names", async () => {
    await expectValidationError(createScope({ name: "", value: "Not A Slug" }), {
      name: "Name is required",
      value: "Value may contain only lowercase letters, digits and single hyphens",
    });
  });

  it("updates name, value and description of a custom scope", async () => {
    const scope = await createScope({ name: "Tutor", value: "tutor" });
    const changed = { id: scope.id, name: "Coach", value: "coach", description: "Runs a class." };

    expect(await updateScope(changed)).toStrictEqual(changed);
    expect(await getScopeByKey({ key: "coach" })).toStrictEqual(changed);
    await expectAppError(getScopeByKey({ key: "tutor" }), 404, "Scope was not found");
    await expectValidationError(updateScope({ name: "X", value: "x" }), {
      id: "Id is required to update a scope",
    });
    await expectAppError(updateScope({ id: 999_999, name: "X", value: "x" }), 404);
  });

  it("never renames or deletes the built-in admin and user scopes", async () => {
    for (const value of ["admin", "user"]) {
      const scope = await getScopeByKey({ key: value });

      await expectValidationError(updateScope({ ...scope, value: `${value}-renamed` }), {
        value: `The value of the built-in scope "${value}" cannot change`,
      });
      await expectAppError(
        deleteScope({ key: value }),
        409,
        `The built-in scope "${value}" cannot be deleted`,
      );
      await expectAppError(deleteScope({ key: String(scope.id) }), 409);

      expect(await getScopeByKey({ key: value })).toStrictEqual(scope);
    }
  });

  it("refuses (409) to delete a scope a user holds", async () => {
    const scope = await createScope({ name: "Mentor", value: "mentor" });
    const learner = await registerLearner();
    await updateUser({ login: learner.login, email: learner.email, scopes: ["user", "mentor"] });

    await expectAppError(
      deleteScope({ key: "mentor" }),
      409,
      'Scope "mentor" is still held by 1 user(s) and 0 endpoint(s)',
    );
    expect(await getScopeByKey({ key: "mentor" })).toStrictEqual(scope);

    await updateUser({ login: learner.login, email: learner.email, scopes: ["user"] });
    await deleteScope({ key: "mentor" });
    await expectAppError(getScopeByKey({ key: "mentor" }), 404);
  });

  it("refuses (409) to delete a scope an endpoint lists", async () => {
    await createScope({ name: "Stats", value: "stats" });
    const endpoint = await createEndpoint({
      adminPageUrl: "read-stats",
      method: "GET",
      url: "/results/:type",
      scopes: ["stats"],
    });

    await expectAppError(
      deleteScope({ key: "stats" }),
      409,
      'Scope "stats" is still held by 0 user(s) and 1 endpoint(s)',
    );
    await expectAppError(deleteScope({ key: "editor" }), 409);

    await deleteEndpoint({ key: String(endpoint.id) });
    await deleteScope({ key: "stats" });
    await expectAppError(getScopeByKey({ key: "stats" }), 404);
    await expectAppError(deleteScope({ key: "stats" }), 404);
  });

  it("refuses (422) to take the admin scope from the last administrator", async () => {
    const admin = await getUserByLogin({ login: "admin" });

    await expectValidationError(updateUser({ login: "admin", email: admin.email, scopes: ["user"] }), {
      scopes: "At least one user must keep the admin scope",
    });
    expect(await getUserByLogin({ login: "admin" })).toStrictEqual(admin);

    // With a second administrator the first may step down.
    await updateUser({ login: "editor", email: "editor@example.com", scopes: ["admin", "editor"] });
    const demoted = await updateUser({ login: "admin", email: admin.email, scopes: ["user"] });
    expect(demoted.scopes.map((scope) => scope.value)).toStrictEqual(["user"]);
    await expectValidationError(
      updateUser({ login: "editor", email: "editor@example.com", scopes: ["editor"] }),
      {
        scopes: "At least one user must keep the admin scope",
      },
    );
  });
});
