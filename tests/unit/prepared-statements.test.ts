import type { Sql } from "postgres";
import { describe, expect, it } from "vitest";
import { preparingClient } from "@/db/prepared-statements";

type Call = { query: string; parameters: number; prepare: boolean | undefined };

/** A stand-in for postgres.js's client that records what each statement was sent with. */
function recordingClient(calls: Call[]): Sql<Record<string, never>> {
  const client = {
    unsafe: (query: string, parameters: unknown[] = [], options: { prepare?: boolean } = {}) => {
      calls.push({ query, parameters: parameters.length, prepare: options.prepare });
      return Promise.resolve([]);
    },
    begin: (...args: unknown[]) => (args.at(-1) as (inner: unknown) => unknown)(recordingClient(calls)),
    savepoint: (run: (inner: unknown) => unknown) => run(recordingClient(calls)),
    options: { parsers: {} },
  };
  return client as unknown as Sql<Record<string, never>>;
}

const parameters = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("preparingClient", () => {
  it("prepares statements with few parameters, and leaves those that bind many unnamed", async () => {
    const calls: Call[] = [];
    const client = preparingClient(recordingClient(calls));

    await client.unsafe("select 1", [], { prepare: false });
    await client.unsafe("select $1", parameters(1) as never[], { prepare: false });
    await client.unsafe("insert 16", parameters(16) as never[], { prepare: false });
    await client.unsafe("insert 17", parameters(17) as never[], { prepare: false });
    await client.unsafe("named", parameters(40) as never[], { prepare: true });

    expect(calls.map(({ query, prepare }) => [query, prepare])).toStrictEqual([
      ["select 1", true],
      ["select $1", true],
      ["insert 16", true],
      ["insert 17", false],
      ["named", true],
    ]);
    expect(client.options).toStrictEqual({ parsers: {} });
  });

  it("prepares in transactions and their savepoints, whichever way begin is called", async () => {
    const calls: Call[] = [];
    const client = preparingClient(recordingClient(calls));

    await client.begin(async (tx) => {
      await tx.unsafe("in begin", [1] as never[], { prepare: false });
      await tx.savepoint(async (inner) => {
        await inner.unsafe("in savepoint", [1] as never[], { prepare: false });
      });
    });
    await client.begin("isolation level serializable", async (tx) => {
      await tx.unsafe("in begin with options", [1] as never[], { prepare: false });
    });

    expect(calls.map(({ query, prepare }) => [query, prepare])).toStrictEqual([
      ["in begin", true],
      ["in savepoint", true],
      ["in begin with options", true],
    ]);
  });
});
