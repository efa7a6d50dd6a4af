// Requests begin in the order they came, at most SLOTS at a time. Without
// this, a burst (a class starting together) is worked on all at once: every
// request shares the one event loop, each gets a slice in turn, and each
// waits on the database behind everyone else's statements. A request that
// arrived first then finishes last as often as not, and a page that reads
// twice waits the whole queue twice. Taken in turn, a request runs nearly
// as fast as alone, and the one that came first is answered first.
//
// A slot is held until the answer is sent, or for LEASE_MS at most: a long
// answer (a large export, a slow reader) goes on without holding others
// back, and a request that waits on another request to the same server (a
// server action's redirect, fetched by Next.js) can never wait forever.

/** Requests worked on at once: enough to overlap the database's round trips. */
const SLOTS = 8;
/** The longest one request holds a slot. */
const LEASE_MS = 1_000;

/**
 * @param {{ slots?: number, leaseMs?: number }} [options]
 * @returns {(response: import("node:http").ServerResponse, begin: () => void) => void}
 *   Calls `begin` when the request's turn comes; a request whose client left while it waited never begins.
 */
export function admission({ slots = SLOTS, leaseMs = LEASE_MS } = {}) {
  let held = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const next = () => {
    const start = waiting.shift();
    if (start) start();
  };
  return (response, begin) => {
    const start = () => {
      held += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(lease);
        response.off("finish", release);
        response.off("close", release);
        held -= 1;
        next();
      };
      const lease = setTimeout(release, leaseMs);
      response.once("finish", release);
      response.once("close", release);
      begin();
    };
    if (held < slots && waiting.length === 0) return start();
    waiting.push(start);
    response.once("close", () => {
      const position = waiting.indexOf(start);
      if (position >= 0) waiting.splice(position, 1);
    });
  };
}
