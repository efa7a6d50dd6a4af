// The volume limits (lib/services/volume-limits.ts) count in fixed windows of
// the server's clock, and read their figures from the environment.
import { afterEach, beforeEach, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";

/**
 * Stops the clock of this process (Date only: timers run) for each test of
 * the file, so no window ends in the middle of a test; a test moves it on
 * with vi.setSystemTime.
 */
export function stoppedClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Runs `work` with these environment variables set, as a server started with them would read them. */
export async function withEnv<T>(values: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  resetEnvCache();
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
  }
}
