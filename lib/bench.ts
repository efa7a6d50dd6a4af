/**
 * The benchmark's memory reading (app/bench/memory) answers only when the
 * server runs with PRACTICE_BENCH=1 (`npm run bench` sets it); otherwise it is 404.
 */
export function benchEnabled(): boolean {
  return process.env.PRACTICE_BENCH === "1";
}
