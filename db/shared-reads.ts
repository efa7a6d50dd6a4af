/**
 * Shares one read among the callers that arrive while another read is under
 * way, so a burst of requests costs a statement or two instead of one each.
 * Each caller names the keys it needs (learners whose versions it wants); a
 * shared read asks for the keys of all who share it.
 *
 * A caller never joins a read already sent: its snapshot may predate a write
 * that committed just before the caller arrived. It waits for the next read,
 * sent once the current one is answered, which every caller queued meanwhile
 * shares. So each caller's answer is read after it asked, as its own would be,
 * at the cost of at most one extra round trip.
 */
const ignore = () => undefined;

export function sharedReads<K, T>(read: (keys: readonly K[]) => Promise<T>) {
  let sent: Promise<T> | null = null;
  let queued: { keys: Set<K>; answer: Promise<T> } | null = null;

  const send = (keys: readonly K[]): Promise<T> => {
    const current = read(keys);
    sent = current;
    const settle = () => {
      if (sent === current) sent = null;
    };
    current.then(settle, settle);
    return current;
  };

  return function readAfterNow(keys: readonly K[] = []): Promise<T> {
    if (!sent) return send(keys);
    if (!queued) {
      const keysOfNext = new Set<K>();
      const answer = sent.then(ignore, ignore).then(() => {
        queued = null;
        return send([...keysOfNext]);
      });
      queued = { keys: keysOfNext, answer };
    }
    for (const key of keys) queued.keys.add(key);
    return queued.answer;
  };
}
