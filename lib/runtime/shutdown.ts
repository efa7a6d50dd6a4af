import { closeDb } from "@/db/client";

/**
 * What server.mjs, the custom server, offers the app: a place to leave what
 * must close once its last request is answered. It handles SIGTERM and SIGINT
 * itself (Next.js installs no signal handler under a custom server): it stops
 * accepting, finishes the requests in flight, closes Next.js, then calls these.
 */
type CustomServer = { onClose(close: () => Promise<void>): void };

const CUSTOM_SERVER = Symbol.for("practice.server");

/**
 * Has the custom server close the database after the last request, which
 * also releases the PGlite folder's lock. Answers false when the app does not
 * run behind server.mjs (`next start`, `next dev`).
 */
export function closeDatabaseOnShutdown(): boolean {
  const server = (globalThis as { [CUSTOM_SERVER]?: CustomServer })[CUSTOM_SERVER];
  if (!server) return false;
  server.onClose(closeDb);
  return true;
}
