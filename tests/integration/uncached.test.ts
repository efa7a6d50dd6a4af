// UNCACHED turns caches off by name, for the bench's A/B of what each earns:
// the answers stay the same, the reads go to the database.
import { afterEach, describe, expect, it } from "vitest";
import { runInRequestScope } from "@/db/cache-versions";
import { countQueries } from "@/db/client";
import { readEnv, resetEnvCache } from "@/lib/env";
import { resolveSession } from "@/lib/services/access/sessions";
import { getUnitWords } from "@/lib/services/content/units";
import { makeFilledUnit } from "../support/factories";
import { registerLearner } from "../support/principals";

function useUncached(names: string | undefined): void {
  if (names === undefined) delete process.env.UNCACHED;
  else process.env.UNCACHED = names;
  resetEnvCache();
}

afterEach(() => useUncached(undefined));

describe("UNCACHED", () => {
  it("sends the reads of the caches it names to the database, with the same answers", async () => {
    const { unit } = await makeFilledUnit({ words: 3, phrases: 0 });
    const { token } = await registerLearner();
    // One request: the cache versions are read once for both.
    const read = () =>
      runInRequestScope(() => Promise.all([getUnitWords({ key: unit.url }), resolveSession({ token })]));
    await read();
    const cached = await countQueries(read);

    useUncached("catalogue, sessions");
    const uncached = await countQueries(read);

    expect(uncached.result).toStrictEqual(cached.result);
    // From memory, at most the versions' read; without, the unit's words and the session from the database.
    expect(cached.queries).toBeLessThanOrEqual(1);
    expect(uncached.queries).toBeGreaterThanOrEqual(2);
  });

  it("refuses a name that is not one of the caches", () => {
    useUncached("catalog");

    expect(() => readEnv()).toThrow("UNCACHED names caches among catalogue, endpoint-rules, sessions");
  });
});
