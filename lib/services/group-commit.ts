import "server-only";

type Waiting<I, O> = { item: I; resolve: (stored: O) => void; reject: (error: unknown) => void };

/** The rest of this turn of the event loop: requests whose bytes have arrived run up to their write. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores items one write at a time, each write taking all that arrived since
 * the last one began (group commit): a statement's fixed cost is then shared
 * by all of them.
 *
 * A write starts one turn of the event loop after its first item arrives. The
 * embedded database answers within the turn it is asked in, so without that
 * turn no other request would ever get as far as its write while one is under
 * way; with it, a lone writer waits for a fraction of a millisecond and a busy
 * server stores the submissions of every request it has read in one go.
 *
 * `store` takes items in arrival order and answers each one's stored value in
 * the same order, or fails as a whole; a failed group is stored again one
 * item at a time, so one item's error (its unit deleted meanwhile, say) is
 * that item's alone.
 */
export function groupCommit<I, O>(
  store: (items: I[]) => Promise<O[]>,
  maxItems: number,
): (item: I) => Promise<O> {
  const waiting: Array<Waiting<I, O>> = [];
  let writing = false;

  async function write(group: Array<Waiting<I, O>>): Promise<void> {
    try {
      const stored = await store(group.map(({ item }) => item));
      group.forEach((entry, index) => entry.resolve(stored[index]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const entry of group) await write([entry]);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (waiting.length > 0) {
        await nextTurn();
        await write(waiting.splice(0, maxItems));
      }
    } finally {
      writing = false;
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
