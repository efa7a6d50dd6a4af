// Runs once when a server process starts: opening the database here migrates
// and seeds it before the first request instead of during it. The Node.js-only
// code sits behind the runtime check so the Edge build of this file never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/lib/runtime/startup");
    await startServer();
  }
}
