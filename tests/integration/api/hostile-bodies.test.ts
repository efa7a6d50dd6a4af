// Bodies built to break a parser or a validator rather than to mean anything:
// deep nesting, as many keys as the size limit allows, one huge key, and
// prototype-pollution keys. Every route that takes a body answers them with a
// contract error or a plain success, never a 5xx, and nothing leaks into
// Object.prototype.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/registry";
import { MAX_JSON_DEPTH } from "@/lib/api/json-depth";
import { call, errorBody, expectNoLeak, freshToken } from "../../support/api";

const WITH_BODY = API_ROUTES.filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method));
const PATH_VALUES: Record<string, string> = { key: "999999", login: "learner", testType: "words-writing" };
const concrete = (path: string) => path.replace(/:([a-zA-Z]+)/g, (_, name: string) => PATH_VALUES[name]!);

/** As many short keys as fit in the 100 kB body limit. */
function wideObject(): string {
  const entries: string[] = [];
  let size = 2;
  for (let index = 0; size < 99_000; index++) {
    const entry = `"${index.toString(36)}":0`;
    entries.push(entry);
    size += entry.length + 1;
  }
  return `{${entries.join(",")}}`;
}

const HOSTILE: Record<string, string> = {
  "5,000 nested arrays": `${"[".repeat(5000)}${"]".repeat(5000)}`,
  [`${MAX_JSON_DEPTH + 1} nested objects`]: `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${"}".repeat(MAX_JSON_DEPTH + 1)}`,
  "as many keys as fit": wideObject(),
  "one 90,000-character key": JSON.stringify({ ["k".repeat(90_000)]: 1 }),
};
// Written as text: an object literal's __proto__ sets the prototype instead of a key.
HOSTILE["prototype keys"] =
  '{"login":"polluter","password":"polluter-password","__proto__":{"polluted":"yes","scopes":["admin"]},' +
  '"constructor":{"prototype":{"polluted":"yes"}},"answers":[{"__proto__":{"correct":true}}]}';

describe("hostile JSON bodies on every route that takes one", () => {
  it.each(Object.keys(HOSTILE))("%s: never a 5xx, nothing polluted", async (name) => {
    const failures: string[] = [];
    for (const route of WITH_BODY) {
      for (const caller of ["guest", "admin"] as const) {
        const token = caller === "admin" ? await freshToken("admin") : undefined;
        const response = await call(route.method, concrete(route.path), {
          token,
          raw: HOSTILE[name],
          headers: { "content-type": "application/json" },
        });
        if (response.status >= 500)
          failures.push(`${caller} ${route.method} ${route.path} → ${response.status}`);
        expectNoLeak(response);
      }
    }
    expect(failures).toStrictEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("scopes");
  });

  it("refuses a body nested deeper than the limit with 400, before any validation", async () => {
    const response = await call("POST", "/auth/login", {
      raw: HOSTILE["5,000 nested arrays"],
      headers: { "content-type": "application/json" },
    });
    const atLimit = await call("POST", "/auth/login", {
      raw: `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`,
      headers: { "content-type": "application/json" },
    });

    expect(response.body).toStrictEqual(
      errorBody(400, `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`),
    );
    expect(atLimit.status).toBe(422);
  });
});
