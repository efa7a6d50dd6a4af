// The production server (`npm start`), and the development one (`npm run dev`):
// Next.js's documented custom server, a plain node:http server that hands every
// request to Next.js. It exists for four things `next start` cannot give the
// app: each request's socket address, answers in front of Next.js's router to
// paths it would answer wrong (server/request-guard.mjs), requests begun in the
// order they came, a few at a time (server/admission.mjs), and a graceful stop
// on SIGTERM that finishes the requests in flight and then closes the
// database (server/drain.mjs). Options as `next start`'s: -p/--port (or PORT,
// default 3000), -H/--hostname (default: every interface); --dev for development.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { admission } from "./server/admission.mjs";
import { trackConnections } from "./server/drain.mjs";
import { guardRequest } from "./server/request-guard.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT ?? "3000" },
    hostname: { type: "string", short: "H" },
    dev: { type: "boolean", default: false },
  },
});
const dev = options.dev;
const port = Number(options.port);
const hostname = options.hostname;
process.env.NODE_ENV ??= dev ? "development" : "production";

// The app (instrumentation.ts, through lib/runtime/shutdown.ts) leaves here what
// must close after the last request: the database. Its presence also tells the
// app it runs behind this server.
/** @type {Array<() => Promise<void>>} */
const closers = [];
globalThis[Symbol.for("practice.server")] = { onClose: (close) => closers.push(close) };

// hostname and port are where Next.js reaches itself (a server action's redirect).
const app = next({ dev, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
// Loads the build and runs instrumentation.ts (the configuration checks, the
// database's opening) before the port opens: a refused start never answers.
await app.prepare();

// A client reuses an idle keep-alive connection; closed after Node's 5 s, it can close just as the
// client's next request goes out (ECONNRESET). A minute, as proxies in front commonly keep theirs.
const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
const connections = trackConnections(server);
const admitInTurn = admission();
// The build's files cost no rendering and no database: they never wait. Nor does anything on
// the development server, whose compiler answers slowly by design.
/** @type {ReturnType<typeof admission>} */
const admitAtOnce = (_response, begin) => begin();
server.on("request", (request, response) => {
  connections.onRequest(request, response);
  if (guardRequest(request, response)) return;
  const admit = dev || request.url?.startsWith("/_next/static/") ? admitAtOnce : admitInTurn;
  admit(response, () =>
    handle(request, response).catch((error) => {
      console.error(`[server] ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }),
  );
});
server.on("error", (error) => {
  console.error("[server] could not listen:", error.message);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.info(`[server] listening on http://${hostname ?? "localhost"}:${port} (${process.env.NODE_ENV})`);
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`[shutdown] ${signal}: finishing the requests in flight`);
  // The development server keeps hot-reload sockets open for good: no drain there.
  if (!dev) await connections.drain();
  await app.close().catch((error) => console.error("[shutdown] closing Next.js failed", error));
  for (const close of closers) {
    await close().catch((error) => console.error("[shutdown] closing the app failed", error));
  }
  console.info("[shutdown] done");
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
