import { describe, expect, it } from "vitest";
import {
  deleteEndpoint,
  getEndpointByKey,
  listEndpointRules,
  listEndpoints,
} from "@/lib/services/access/endpoints";
import { getScopeByKey } from "@/lib/services/access/scopes";
import { expectAppError, expectValidationError } from "../support/app-error";
import { createEndpoint, updateEndpoint } from "../support/services";

const statistics = {
  adminPageUrl: "read-statistics",
  method: "GET",
  url: "/results/:testType",
  scopes: ["editor"],
};

describe("endpoints", () => {
  it("lists the seeded editor and teacher endpoints with their scopes as objects", async () => {
    const editor = await getScopeByKey({ key: "editor" });
    const teacher = await getScopeByKey({ key: "teacher" });
    const endpoints = await listEndpoints();

    expect(
      endpoints.map(({ adminPageUrl, method, url }) => `${adminPageUrl} ${method} ${url}`),
    ).toStrictEqual([
      "add-phrases-to-unit POST /phrases/add-to-unit",
      "add-words-to-unit POST /words/add-to-unit",
      "bulk-delete-phrases POST /phrases/bulk-delete",
      "bulk-delete-words POST /words/bulk-delete",
      "create-class POST /classes",
      "create-phrase POST /phrases",
      "create-unit POST /units",
      "create-word POST /words",
      "delete-phrase DELETE /phrases/:id",
      "delete-unit DELETE /units/:id",
      "delete-word DELETE /words/:id",
      "import-words POST /words/import",
      "list-phrases GET /phrases",
      "remove-phrases-from-unit POST /phrases/remove-from-unit",
      "remove-words-from-unit POST /words/remove-from-unit",
      "undo-phrases POST /phrases/undo",
      "undo-units POST /units/undo",
      "undo-words POST /words/undo",
      "update-phrase PUT /phrases",
      "update-unit PUT /units",
      "update-word PUT /words",
    ]);
    for (const endpoint of endpoints) {
      expect(endpoint.scopes, endpoint.adminPageUrl).toStrictEqual([
        endpoint.adminPageUrl === "create-class" ? teacher : editor,
      ]);
    }
  });

  it("creates an endpoint, upper-casing the method, and reads it by id and adminPageUrl", async () => {
    const [editor, user] = await Promise.all([
      getScopeByKey({ key: "editor" }),
      getScopeByKey({ key: "user" }),
    ]);

    const endpoint = await createEndpoint({
      ...statistics,
      method: "get",
      scopes: ["user", "editor", "user"],
    });

    expect(endpoint).toStrictEqual({
      id: expect.any(Number),
      adminPageUrl: "read-statistics",
      method: "GET",
      url: "/results/:testType",
      scopes: [editor, user],
    });
    expect(await getEndpointByKey({ key: String(endpoint.id) })).toStrictEqual(endpoint);
    expect(await getEndpointByKey({ key: "read-statistics" })).toStrictEqual(endpoint);
  });

  it("answers a duplicate adminPageUrl with 422 on adminPageUrl, on create and on update", async () => {
    const before = await listEndpoints();
    await expectValidationError(createEndpoint({ ...statistics, adminPageUrl: "create-word" }), {
      adminPageUrl: "An endpoint with this admin page url already exists",
    });
    expect(await listEndpoints()).toStrictEqual(before);

    const endpoint = await createEndpoint({ ...statistics, adminPageUrl: "list-scopes", url: "/scopes" });
    await expectValidationError(updateEndpoint({ ...endpoint, adminPageUrl: "delete-word", scopes: [] }), {
      adminPageUrl: "An endpoint with this admin page url already exists",
    });
    expect(await getEndpointByKey({ key: "list-scopes" })).toStrictEqual(endpoint);
  });

  it("reports invalid fields under the spec's field names", async () => {
    await expectValidationError(createEndpoint({ adminPageUrl: "Bad Page", method: "FETCH", url: "words" }), {
      adminPageUrl: "Admin page url may contain only lowercase letters, digits and single hyphens",
      method: "Method must be one of GET, POST, PUT, PATCH, DELETE",
      url: "URL must be a path such as /words/:id, relative to the API base",
    });
  });

  it("creates nothing when a scope value is unknown", async () => {
    const before = await listEndpoints();

    await expectValidationError(
      createEndpoint({ ...statistics, adminPageUrl: "ghost", scopes: ["editor", "nope"] }),
      {
        scopes: "Unknown scope: nope",
      },
    );

    expect(await listEndpoints()).toStrictEqual(before);
    await expectAppError(getEndpointByKey({ key: "ghost" }), 404, "Endpoint was not found");
  });

  it("leaves the endpoint unchanged when an update names an unknown scope", async () => {
    const endpoint = await getEndpointByKey({ key: "update-word" });

    await expectValidationError(
      updateEndpoint({
        id: endpoint.id,
        adminPageUrl: "edit-word",
        method: "PATCH",
        url: "/words/:id",
        scopes: ["user", "missing"],
      }),
      { scopes: "Unknown scope: missing" },
    );

    expect(await getEndpointByKey({ key: String(endpoint.id) })).toStrictEqual(endpoint);
    await expectAppError(getEndpointByKey({ key: "edit-word" }), 404);
  });

  it("replaces fields and scopes on update", async () => {
    const [admin, user] = await Promise.all([
      getScopeByKey({ key: "admin" }),
      getScopeByKey({ key: "user" }),
    ]);
    const endpoint = await createEndpoint({ ...statistics, adminPageUrl: "list-users", url: "/users" });

    const saved = await updateEndpoint({
      id: endpoint.id,
      adminPageUrl: "reset-password",
      method: "put",
      url: "/users/reset-password",
      scopes: ["user", "admin"],
    });

    expect(saved).toStrictEqual({
      id: endpoint.id,
      adminPageUrl: "reset-password",
      method: "PUT",
      url: "/users/reset-password",
      scopes: [admin, user],
    });
    expect(await getEndpointByKey({ key: "reset-password" })).toStrictEqual(saved);
    expect((await updateEndpoint({ ...saved, scopes: [] })).scopes).toStrictEqual([]);
  });

  it("needs an id to update and answers 404 for an unknown one", async () => {
    await expectValidationError(updateEndpoint({ ...statistics, adminPageUrl: "never-created" }), {
      id: "Id is required to update an endpoint",
    });
    await expectAppError(
      updateEndpoint({ ...statistics, adminPageUrl: "never-created", id: 999_999 }),
      404,
      "Endpoint was not found",
    );
    await expectAppError(getEndpointByKey({ key: "never-created" }), 404);
  });

  it("serves the rules of one method for the authorization check", async () => {
    const rules = await listEndpointRules({ method: "DELETE" });

    expect(rules.sort((a, b) => a.url.localeCompare(b.url))).toStrictEqual([
      { url: "/phrases/:id", scopes: ["editor"] },
      { url: "/units/:id", scopes: ["editor"] },
      { url: "/words/:id", scopes: ["editor"] },
    ]);
    await createEndpoint({ adminPageUrl: "open-patch", method: "PATCH", url: "/units/:id" });
    expect(await listEndpointRules({ method: "PATCH" })).toStrictEqual([{ url: "/units/:id", scopes: [] }]);
  });

  it("deletes by id or adminPageUrl and answers 404 afterwards", async () => {
    const endpoint = await getEndpointByKey({ key: "delete-unit" });

    await deleteEndpoint({ key: String(endpoint.id) });
    await deleteEndpoint({ key: "delete-word" });

    await expectAppError(getEndpointByKey({ key: "delete-unit" }), 404);
    await expectAppError(getEndpointByKey({ key: "delete-word" }), 404);
    await expectAppError(deleteEndpoint({ key: "delete-unit" }), 404, "Endpoint was not found");
    expect((await listEndpointRules({ method: "DELETE" })).map((rule) => rule.url)).toStrictEqual([
      "/phrases/:id",
    ]);
  });
});
