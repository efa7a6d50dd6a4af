import { getDb } from "@/db/client";
import { isUnavailable } from "@/lib/api/http";
import { installGracefulShutdown } from "./shutdown";

/** Opens (migrates, seeds) the database before the first request and installs the SIGTERM drain. */
export async function startServer(): Promise<void> {
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
      console.error(`[startup] The database could not be opened: ${message}`);
      process.exit(1);
    }
  }
  if (process.env.NODE_ENV === "production") installGracefulShutdown();
}
