// Runs once when a server process starts: opening the database here migrates
// and seeds it before the first request instead of during it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/db/client");
  const { isUnavailable } = await import("@/lib/api/http");
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
  if (process.env.NODE_ENV === "production") {
    const { installGracefulShutdown } = await import("@/lib/server/shutdown");
    installGracefulShutdown();
  }
}
