import "server-only";

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** The rest of this turn of the event loop: requests whose bytes have arrived run up to their call. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs calls in batches, one batch at a time: a batch starts one turn of the
 * event loop after its first item arrives and takes every item that arrived
 * since the last one began (at most maxItems). `run` settles each item of
 * its batch, or hands back those the next batch must take too.
 */
function batched<I, O>(
  run: (batch: Array<Waiting<I, O>>) => Promise<Array<Waiting<I, O>> | void>,
  maxItems: number,
): (item: I) => Promise<O> {
  const waiting: Array<Waiting<I, O>> = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        await nextTurn();
        const carried = await run(waiting.splice(0, maxItems));
        if (carried) waiting.unshift(...carried);
      }
    } finally {
      running = false;
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/**
 * Stores items one write at a time, each write taking all that arrived since
 * the last one began (group commit): a statement's fixed cost is then shared
 * by all of them.
 *
 * The embedded database answers within the turn it is asked in, so without
 * the turn a batch waits for, no other request would ever get as far as its
 * write while one is under way; with it, a lone writer waits for a fraction
 * of a millisecond and a busy server stores the submissions of every request
 * it has read in one go.
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
  async function write(group: Array<Waiting<I, O>>): Promise<void> {
    try {
      const stored = await store(group.map(({ item }) => item));
      group.forEach((entry, index) => entry.resolve(stored[index]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const entry of group) await write([entry]);
    }
  }
  return batched(write, maxItems);
}

/** Whether `promise` settles within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * One read answers every caller that asked since the last read began: `read`
 * takes their items and its one value is each caller's. A read begins after
 * every call it answers, so a caller never gets a value read before it asked
 * (what it wrote before asking is in it). A failed read fails all its callers.
 *
 * A read that has not answered within `lateMs` no longer holds the others
 * up: the next read begins and takes its callers too, and whichever of the
 * two settles first answers them. postgres.js can leave a query sent as its
 * connection broke unanswered for good (porsager/postgres#1154, #1066); one
 * such read would otherwise keep every request of the process waiting.
 */
export function sharedRead<I, O>(
  read: (items: I[]) => Promise<O>,
  { maxItems, lateMs }: { maxItems: number; lateMs: number },
): (item: I) => Promise<O> {
  return batched<I, O>(async (callers) => {
    const reading = read(callers.map(({ item }) => item));
    reading.then(
      (value) => callers.forEach((caller) => caller.resolve(value)),
      (error: unknown) => callers.forEach((caller) => caller.reject(error)),
    );
    if (!(await settlesWithin(reading, lateMs))) return callers;
  }, maxItems);
}
