import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import { closeDb } from "@/db/client";

// `next start` answers SIGTERM with http.Server#close(), which at once destroys
// every connection without a parsed request — including those accepted a
// moment ago whose request is still unread — and closes the listener, which
// resets every connection still waiting in its backlog (a loop busy with
// PGlite's query queue accepts only a few per turn): their clients see
// ECONNRESET. Then it exits with code 143 without closing the database.
// This replaces that handler with a drain: keep accepting until the backlog
// is empty, stop listening, answer every request received (closing its
// connection afterwards), close connections idle across two sweeps, close the
// database, exit 0.

/** Connections keep being accepted after the signal until two turns of the event loop bring none… */
const QUIET_TURNS = 2;
/** …or for at most this long. */
const ACCEPT_MS = 5_000;
/** How long connections accepted before the signal get before idle ones are closed. */
const GRACE_MS = 500;
/** Time between two sweeps over idle connections. */
const SWEEP_MS = 250;
/** The longest a drain may take before the remaining connections are cut. */
const DEADLINE_MS = 15_000;

type HttpLikeServer = net.Server & { closeAllConnections(): void };
type ProcessWithHandles = NodeJS.Process & { _getActiveHandles?: () => unknown[] };
type Tracked = { busy: number; bytesRead: number; idleSweeps: number };

let shuttingDown = false;
const connectionCount = new WeakMap<net.Server, number>();

function listeningHttpServers(): HttpLikeServer[] {
  const handles = (process as ProcessWithHandles)._getActiveHandles?.() ?? [];
  return handles.filter(
    (handle): handle is HttpLikeServer =>
      handle instanceof net.Server &&
      handle.listening &&
      typeof (handle as Partial<HttpLikeServer>).closeAllConnections === "function",
  );
}

/** Follows every connection of the server and whether a request is being answered on it. */
function track(server: HttpLikeServer): Map<net.Socket, Tracked> {
  const sockets = new Map<net.Socket, Tracked>();
  server.on("connection", (socket: net.Socket) => {
    connectionCount.set(server, (connectionCount.get(server) ?? 0) + 1);
    sockets.set(socket, { busy: 0, bytesRead: 0, idleSweeps: 0 });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const state = sockets.get(request.socket);
    if (state) {
      state.busy += 1;
      response.once("close", () => {
        state.busy -= 1;
      });
    }
    // While draining, every answer closes its connection.
    if (shuttingDown && !response.headersSent) response.setHeader("connection", "close");
  });
  return sockets;
}

/**
 * Resolves in the check phase of the event loop, right after a poll phase.
 * A busy loop (PGlite answering a queue of queries) can hold connections in
 * the listen backlog and requests unread in socket buffers for seconds; a poll
 * phase accepts the former and reads the latter (a connection accepted in one
 * poll phase is read in the next).
 */
function afterPoll(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));
}

/** Closes connections with no request in progress and no byte received over two sweeps. */
function sweep(sockets: Map<net.Socket, Tracked>): void {
  for (const [socket, state] of sockets) {
    if (state.busy > 0 || socket.bytesRead !== state.bytesRead) {
      state.bytesRead = socket.bytesRead;
      state.idleSweeps = 0;
    } else if (++state.idleSweeps >= 2) {
      socket.destroy();
    }
  }
}

async function drain(server: HttpLikeServer, sockets: Map<net.Socket, Tracked>): Promise<void> {
  // Keep accepting until the listen backlog is empty: a busy loop (PGlite
  // working through a queue of queries) accepts a few connections per turn,
  // and closing the listener resets every connection still waiting in it.
  // Done when turns of the loop (each with a poll phase) bring no new
  // connection, whatever they take; at most ACCEPT_MS.
  const acceptUntil = Date.now() + ACCEPT_MS;
  let seen = connectionCount.get(server) ?? 0;
  for (let quiet = 0, turn = 0; quiet < QUIET_TURNS && turn < 10_000 && Date.now() < acceptUntil; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await afterPoll();
    const now = connectionCount.get(server) ?? 0;
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
  }
  const closed = new Promise<void>((resolve) => {
    // net.Server's close (not http's, which first drops "idle" connections):
    // stop accepting, call back once every open connection has ended.
    net.Server.prototype.close.call(server, () => resolve());
  });
  let done = false;
  void closed.then(() => {
    done = true;
  });
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
  for (let round = 0; !done && round < DEADLINE_MS / SWEEP_MS; round++) {
    await afterPoll();
    if (!done) sweep(sockets);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, SWEEP_MS))]);
  }
  if (!done) {
    console.error(`[shutdown] connections still open after ${DEADLINE_MS / 1000} s; closing them`);
    server.closeAllConnections();
    await closed;
  }
}

async function shutDown(
  signal: NodeJS.Signals,
  servers: Array<{ server: HttpLikeServer; sockets: Map<net.Socket, Tracked> }>,
) {
  shuttingDown = true;
  console.info(`[shutdown] ${signal}: finishing the requests in flight`);
  await Promise.all(servers.map(({ server, sockets }) => drain(server, sockets)));
  await closeDb().catch((error: unknown) => console.error("[shutdown] closing the database failed", error));
  console.info("[shutdown] done");
  process.exit(0);
}

/** Installs the draining SIGTERM/SIGINT handler (production server only). */
export function installGracefulShutdown(): void {
  // A deployment that handles signals itself says so the way Next.js documents.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return;
  const servers = listeningHttpServers().map((server) => ({ server, sockets: track(server) }));
  // The server could not be found: the shutdown stays with Next.js.
  if (servers.length === 0) return;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (!shuttingDown) void shutDown(signal, servers);
    });
  }
}
