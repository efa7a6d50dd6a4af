import { arrivalTime } from "@/server/request-order.mjs";

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Turns on a connection that runs one statement or transaction at a time
 * (PGlite), given to the earliest-arrived request first.
 *
 * Served in the order asked, a page that reads three times one after another
 * waits behind every newer request's transaction at each read: under a burst
 * the requests admitted first finish last. Taken by arrival, each request
 * runs nearly as it would alone, as server/admission.mjs means. Ties (one
 * request's reads asked together) go in the order asked.
 *
 * Each turn begins on a new turn of the event loop. PGlite answers without
 * real I/O, so otherwise the admitted requests' statements and rendering run
 * on from one another without the loop ever polling, and a burst's later
 * connections wait, unaccepted and unread, for seconds.
 */
export function turnsByArrival() {
  let busy = false;
  const waiting: Array<{ arrivedAt: number; start: () => void }> = [];

  const passOn = () => {
    if (waiting.length === 0) {
      busy = false;
      return;
    }
    let earliest = 0;
    for (let index = 1; index < waiting.length; index++) {
      if (waiting[index]!.arrivedAt < waiting[earliest]!.arrivedAt) earliest = index;
    }
    // Still busy: the turn goes straight to the waiter, so nothing asked meanwhile slips in.
    waiting.splice(earliest, 1)[0]!.start();
  };

  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    await nextTurnOfTheLoop();
    if (busy) {
      const arrivedAt = arrivalTime();
      await new Promise<void>((start) => waiting.push({ arrivedAt, start }));
    }
    busy = true;
    try {
      return await work();
    } finally {
      passOn();
    }
  };
}
