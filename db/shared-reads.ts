/**
 * Shares one read among the callers that arrive while another read is under
 * way, so a burst of requests costs a statement or two instead of one each.
 *
 * A caller never joins a read already sent: its snapshot may predate a write
 * that committed just before the caller arrived. It waits for the next read,
 * sent once the current one is answered, which every caller queued meanwhile
 * shares. So each caller's answer is read after it asked, as its own would be,
 * at the cost of at most one extra round trip.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let sent: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const send = (): Promise<T> => {
    const current = read();
    sent = current;
    const settle = () => {
      if (sent === current) sent = null;
    };
    current.then(settle, settle);
    return current;
  };

  return function readAfterNow(): Promise<T> {
    if (!sent) return send();
    if (!queued) {
      const settled = sent.then(
        () => undefined,
        () => undefined,
      );
      queued = settled.then(() => {
        queued = null;
        return send();
      });
    }
    return queued;
  };
}
