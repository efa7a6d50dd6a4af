/**
 * Wraps `task` so that one run goes at a time. A call that comes while a run
 * goes is not dropped: one more run follows it, however many such calls came.
 * Sending what waits on the device needs both: two sends at once would send
 * the same answers twice, and a call dropped during a send that fails (the
 * connection back a moment after that send started) would leave the answers
 * waiting until the next retry.
 */
export function oneRunAtATime(task: () => Promise<void>): () => Promise<void> {
  let running = false;
  let askedAgain = false;
  return async () => {
    if (running) {
      askedAgain = true;
      return;
    }
    running = true;
    try {
      do {
        askedAgain = false;
        await task();
      } while (askedAgain);
    } finally {
      running = false;
    }
  };
}
