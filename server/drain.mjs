// A graceful stop of the HTTP server on SIGTERM. http.Server#close() at once
// destroys every connection without a parsed request — including those
// accepted a moment ago whose request is still unread — and closing the
// listener resets every connection still waiting in its backlog (a loop busy
// with PGlite's query queue accepts only a few per turn): their clients would
// see ECONNRESET. This drains instead: keep accepting until the backlog is
// empty, stop listening, answer every request received (closing its
// connection afterwards), close connections idle across two sweeps.
import net from "node:net";

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

/** @typedef {{ busy: number, bytesRead: number, idleSweeps: number }} Tracked */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves in the check phase of the event loop, right after a poll phase.
 * A busy loop can hold connections in the listen backlog and requests unread
 * in socket buffers for seconds; a poll phase accepts the former and reads the
 * latter (a connection accepted in one poll phase is read in the next).
 */
function afterPoll() {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));
}

/**
 * Follows the connections of `server` and the requests answered on them, so
 * that `drain()` can tell a busy connection from an idle one.
 *
 * @param {import("node:http").Server} server
 */
export function trackConnections(server) {
  /** @type {Map<net.Socket, Tracked>} */
  const sockets = new Map();
  let accepted = 0;
  let draining = false;
  server.on("connection", (socket) => {
    accepted += 1;
    sockets.set(socket, { busy: 0, bytesRead: 0, idleSweeps: 0 });
    socket.once("close", () => sockets.delete(socket));
  });

  /**
   * Counts a request as in progress until its answer is done; while
   * draining, its answer closes the connection.
   *
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  function onRequest(request, response) {
    const state = sockets.get(request.socket);
    if (state) {
      state.busy += 1;
      response.once("close", () => {
        state.busy -= 1;
      });
    }
    if (draining) response.setHeader("Connection", "close");
  }

  /** Closes connections with no request in progress and no byte received over two sweeps. */
  function sweep() {
    for (const [socket, state] of sockets) {
      if (state.busy > 0 || socket.bytesRead !== state.bytesRead) {
        state.bytesRead = socket.bytesRead;
        state.idleSweeps = 0;
      } else if (++state.idleSweeps >= 2) {
        socket.destroy();
      }
    }
  }

  /** Stops the server once every request it received is answered. */
  async function drain() {
    draining = true;
    // Done accepting when turns of the loop (each with a poll phase) bring no
    // new connection, whatever they take; at most ACCEPT_MS.
    const acceptUntil = Date.now() + ACCEPT_MS;
    let seen = accepted;
    for (let quiet = 0, turn = 0; quiet < QUIET_TURNS && turn < 10_000 && Date.now() < acceptUntil; turn++) {
      await sleep(20);
      await afterPoll();
      quiet = accepted === seen ? quiet + 1 : 0;
      seen = accepted;
    }
    let done = false;
    // net.Server's close (not http's, which first drops "idle" connections):
    // stop accepting, call back once every open connection has ended.
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    void closed.then(() => {
      done = true;
    });
    await Promise.race([closed, sleep(GRACE_MS)]);
    for (let round = 0; !done && round < DEADLINE_MS / SWEEP_MS; round++) {
      await afterPoll();
      if (!done) sweep();
      await Promise.race([closed, sleep(SWEEP_MS)]);
    }
    if (!done) {
      console.error(`[shutdown] connections still open after ${DEADLINE_MS / 1000} s; closing them`);
      server.closeAllConnections();
      await closed;
    }
  }

  return { onRequest, drain };
}
