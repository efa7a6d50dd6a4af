import { getDb } from "@/db/client";
import { isUnavailable } from "@/lib/api/http";
import { readEnv } from "@/lib/env";
import { closeDatabaseOnShutdown } from "./shutdown";

/** Ends the process with one line that says what to fix. */
function refuseToStart(message: string): never {
  console.error(`[startup] ${message}`);
  process.exit(1);
}

/**
 * Checks the configuration, opens (migrates, seeds) the database before the
 * first request, and has the custom server close it after the last one.
 */
export async function startServer(): Promise<void> {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    refuseToStart(error instanceof Error ? error.message.replace(/\n\s*/g, " ") : String(error));
  }
  const production = env.NODE_ENV === "production";
  // Without it every sign-in and every cookie would fail with a 500 later.
  if (production && !env.AUTH_SECRET) {
    refuseToStart("AUTH_SECRET is not set: production needs a random key of 32+ characters (see README).");
  }
  // Without server.mjs no request carries its socket's address, so the login
  // limits could not tell one client from another, and SIGTERM would cut the
  // requests in flight.
  if (!closeDatabaseOnShutdown() && production) {
    refuseToStart("Start the production server with `npm start` (server.mjs), not `next start`.");
  }
  try {
    await getDb();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (process.env.DATABASE_URL && isUnavailable(error)) {
      // PostgreSQL may come up after the app: API calls answer 503 and the
      // connection is tried again on each call until it succeeds.
      console.error(`[startup] PostgreSQL is not reachable yet (${message}); retrying on each request.`);
    } else {
      // Anything else (a damaged or locked PGlite folder, a failed migration)
      // will not heal by itself: say so and exit instead of serving 500s.
      refuseToStart(`The database could not be opened: ${message}`);
    }
  }
}
