// What each cache earns: the same user-facing figures on a server with every
// cache and on one without it (UNCACHED), judged against CACHE_EARNS.
import { fixed } from "./stats.mjs";

/** The caches UNCACHED can turn off (lib/env.ts). */
const CACHES = ["catalogue", "endpoint-rules", "sessions"];
/** A cache stays only where going without it makes a user-facing figure this much worse. */
export const CACHE_EARNS = 1.3;

/** The servers of the A/B, one after the other: every cache, without each, every cache again. */
export const CACHE_RUNS = [null, ...CACHES, null];

/**
 * runs: [{ cache (null: every cache), class: classAtOnce's figures, rates: { [read]: req/s } }].
 * For each cache, how much worse each figure is without it: a class step's p99 over the
 * baseline's (the mean of the runs with every cache), and the baseline's peak rate of a
 * signed-in read over the one without.
 */
export function judgeCaches(runs) {
  const baseline = runs.filter((run) => run.cache === null);
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const baseP99 = baseline[0].class.steps.map((_, index) =>
    mean(baseline.map((run) => run.class.steps[index].p99)),
  );
  const baseRates = Object.fromEntries(
    Object.keys(baseline[0].rates).map((read) => [read, mean(baseline.map((run) => run.rates[read]))]),
  );
  return CACHES.map((cache) => {
    const without = runs.find((run) => run.cache === cache);
    const figures = [
      ...without.class.steps.map((step, index) => ({
        name: `${step.label} (p99, ${without.class.size} learners)`,
        worse: step.p99 / baseP99[index],
      })),
      ...Object.entries(without.rates).map(([read, rate]) => ({
        name: `${read} (peak req/s)`,
        worse: baseRates[read] / rate,
      })),
    ];
    const best = figures.reduce((a, b) => (b.worse > a.worse ? b : a));
    return { cache, figures, best, earns: best.worse >= CACHE_EARNS };
  });
}

export const cacheVerdicts = (caches) =>
  caches.map(({ cache, best, earns }) => ({
    name: `The ${cache} cache: the figure it helps most, without it ÷ with it`,
    value: `${fixed(best.worse, 2)}× (${best.name})`,
    limit: `≥ ${CACHE_EARNS}×`,
    met: earns,
  }));
