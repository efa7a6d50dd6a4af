// Runs once when a server process starts: opening the database here migrates
// and seeds it before the first request instead of during it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/db/client");
  await getDb();
}
