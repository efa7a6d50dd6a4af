/**
 * Runs `work` on the next turn of the event loop.
 *
 * PGlite answers without real I/O: the admitted requests' statements and
 * rendering would otherwise run on from one another without the loop ever
 * polling, and under a burst the later connections wait, unaccepted and
 * unread, for seconds, then their requests join the queue last.
 */
export async function onTheNextLoopTurn<T>(work: () => Promise<T>): Promise<T> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  return work();
}
