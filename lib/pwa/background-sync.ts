// Background Sync, shared by the service worker (app/sw.ts) and the pages: the worker only wakes
// the open pages, which send the waiting answers with their own session (docs/decisions.md).

/** The sync registered when a review answer is kept on the device. */
export const ANSWERS_SYNC_TAG = "practice-answers";

/** What the worker posts to the open pages when the browser fires that sync. */
export const SEND_ANSWERS_MESSAGE = "practice:send-answers";
