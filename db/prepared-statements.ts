import type { Sql } from "postgres";

/**
 * Statements with at most this many parameters are prepared. Their texts come
 * from a bounded set of query shapes (the ones that vary take their values as
 * one array or jsonb parameter), so each connection prepares a bounded number
 * of them. Multi-row inserts, whose text grows with their rows, bind more and
 * stay unnamed: preparing them would keep a plan per row count.
 */
const MAX_PREPARED_PARAMETERS = 16;

type Client = Sql<Record<string, never>>;

/**
 * drizzle runs every statement as postgres.js's unnamed statement unless the
 * query is named with `.prepare(name)`. With parameters, postgres.js sends such
 * a statement in two round trips (parse and describe, then bind and execute),
 * and PostgreSQL parses and plans it each time; a prepared one is a single
 * bind and execute after its first run on a connection. This client prepares
 * every statement that binds few parameters, in transactions and savepoints too.
 */
export function preparingClient(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "unsafe") {
        return (query: string, parameters: unknown[] = [], options: { prepare?: boolean } = {}) =>
          target.unsafe(query, parameters as never[], {
            ...options,
            prepare: options.prepare || parameters.length <= MAX_PREPARED_PARAMETERS,
          });
      }
      if (property === "begin" || property === "savepoint") {
        // The callback is last: begin(run) or begin(options, run).
        return (...args: unknown[]) => {
          const run = args.pop() as (inner: Client) => unknown;
          return (value as (...all: unknown[]) => unknown).call(target, ...args, (inner: Client) =>
            run(preparingClient(inner)),
          );
        };
      }
      return value;
    },
  });
}
