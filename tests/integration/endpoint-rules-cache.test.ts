// Endpoint rules are cached per process; every change to endpoints, their
// scopes or scope values must apply to the very next authorization check,
// whether it was made through the services, by plain SQL, or (PostgreSQL) by
// another instance.
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { countQueries, getDb, getDriver } from "@/db/client";
import { endpoints, endpointScopes, scopes } from "@/db/schema";
import { isAuthorized } from "@/lib/auth/authorize";
import type { Principal } from "@/lib/domain/principal";
import { deleteEndpoint, listEndpointRules } from "@/lib/services/access/endpoints";
import { createEndpoint, createScope, updateEndpoint, updateScope } from "../support/services";

const learner = (scopeValues: string[]): Principal => ({
  sessionId: 1,
  userId: 1,
  login: "someone",
  email: "someone@example.com",
  scopes: scopeValues,
  inAnyClass: false,
});

const mayReadWords = (principal: Principal | null) =>
  isAuthorized({ principal, method: "GET", segments: ["words"], defaultAccess: "public" });

describe("the endpoint rules cache", () => {
  it("applies saves, deletes and scope renames at once", async () => {
    await createScope({ name: "Readers", value: "readers", description: "" });
    expect(await mayReadWords(null)).toBe(true);

    const endpoint = await createEndpoint({
      adminPageUrl: "cache-list-words",
      method: "GET",
      url: "/words",
      scopes: ["readers"],
    });
    expect(await mayReadWords(null)).toBe(false);
    expect(await mayReadWords(learner(["readers"]))).toBe(true);

    const readers = (await getDb()).select().from(scopes).where(eq(scopes.value, "readers"));
    const [scope] = await readers;
    await updateScope({ id: scope!.id, name: "Readers", value: "word-readers", description: "" });
    expect(await mayReadWords(learner(["readers"]))).toBe(false);
    expect(await mayReadWords(learner(["word-readers"]))).toBe(true);

    await updateEndpoint({ ...endpoint, scopes: ["user"] });
    expect(await mayReadWords(learner(["word-readers"]))).toBe(false);
    expect(await mayReadWords(learner(["user"]))).toBe(true);

    await deleteEndpoint({ key: "cache-list-words" });
    expect(await mayReadWords(null)).toBe(true);
  });

  it("sees rows written with plain SQL, outside the services", async () => {
    const db = await getDb();
    expect(await listEndpointRules({ method: "PATCH" })).toStrictEqual([]);

    const [row] = await db
      .insert(endpoints)
      .values({ adminPageUrl: "cache-raw-patch", method: "PATCH", url: "/units/:id" })
      .returning({ id: endpoints.id });
    expect(await listEndpointRules({ method: "PATCH" })).toStrictEqual([{ url: "/units/:id", scopes: [] }]);

    await db.execute(
      sql`INSERT INTO ${endpointScopes} (endpoint_id, scope_id) SELECT ${row!.id}, id FROM ${scopes} WHERE value = 'editor'`,
    );
    expect(await listEndpointRules({ method: "PATCH" })).toStrictEqual([
      { url: "/units/:id", scopes: ["editor"] },
    ]);

    await db.delete(endpoints).where(eq(endpoints.id, row!.id));
    expect(await listEndpointRules({ method: "PATCH" })).toStrictEqual([]);
  });

  it("reads no rows while nothing changed", async () => {
    await listEndpointRules({ method: "GET" });
    const { queries } = await countQueries(() => listEndpointRules({ method: "GET" }));
    // PGlite hears changes, PostgreSQL reads the version row.
    expect(queries).toBe((await getDriver()) === "postgres" ? 1 : 0);
  });

  it("hands out copies, so a caller cannot change the cache", async () => {
    const first = await listEndpointRules({ method: "DELETE" });
    first.length = 0;
    expect((await listEndpointRules({ method: "DELETE" })).length).toBeGreaterThan(0);
  });

  // Only PostgreSQL can have a second instance: a PGlite folder belongs to one process.
  if (process.env.DATABASE_URL) {
    it("sees a change made by another instance (PostgreSQL)", async () => {
      expect(await mayReadWords(null)).toBe(true);
      const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        await other`INSERT INTO endpoints (admin_page_url, method, url) VALUES ('cache-other', 'GET', '/words')`;
        expect(await mayReadWords(null)).toBe(false);
        await other`DELETE FROM endpoints WHERE admin_page_url = 'cache-other'`;
        expect(await mayReadWords(null)).toBe(true);
      } finally {
        await other.end();
      }
    });
  }
});
