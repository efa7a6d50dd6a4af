/**
 * The benchmark's ceiling routes (app/bench/…) answer only when the server
 * runs with PRACTICE_BENCH=1 (`npm run bench` sets it); otherwise they are 404.
 */
export function benchEnabled(): boolean {
  return process.env.PRACTICE_BENCH === "1";
}
