import { writeFileSync } from "node:fs";

// The server-clock project's server (playwright.config.ts) reads its clock's shift from this file.
// It re-reads the file at most every 100 ms, so a move waits a little longer before going on.
const SHIFT_SETTLES_MS = 250;

/** FSRS brings a word answered wrong back after its first learning step, one minute. */
const FIRST_LEARNING_STEP_MS = 60_000;

/** The server clock's shift under which an answer given now is a learning step and a second old once the clock is put right. */
export const A_LEARNING_STEP_BACK_MS = -(FIRST_LEARNING_STEP_MS + 1_000);

/** Moves the server's clock `shiftMs` away from real time (0 puts it back); the browser keeps real time. */
export async function moveServerClock(shiftMs: number): Promise<void> {
  writeFileSync(process.env.E2E_CLOCK_FILE!, String(shiftMs));
  await new Promise((resolve) => setTimeout(resolve, SHIFT_SETTLES_MS));
}

/**
 * Runs `act` on a server clock set back by a little more than the first learning step, then puts
 * the clock right: what `act` answered wrong is due as it returns, with no minute spent waiting.
 */
export async function aLearningStepAgo<T>(act: () => Promise<T>): Promise<T> {
  await moveServerClock(A_LEARNING_STEP_BACK_MS);
  try {
    return await act();
  } finally {
    await moveServerClock(0);
  }
}
