// Aggregation of the interleaved rounds: medians of per-round figures and of
// per-round ratios (a ratio is taken between runs of the same round, so load
// from other processes on the machine affects both of its sides alike).
export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const TARGETS_MET = {
  // Reads of the API, to the bare app's constant-JSON route; pages, to its minimal dynamic page.
  apiRatio: 0.8,
  pageRatio: 0.6,
  apiP99Ms: 25,
  // A submission writes a result, a card and a review log per answered word, in one transaction.
  writeP99Ms: 50,
  pageP99Ms: 100,
  coldStartMs: 2000,
  firstLoadKb: 130,
  scaleFactor: 1.5,
  // Each step of a class at once, to as many guests opening the vocabulary page together.
  classP99Factor: 1.5,
};

/** A ratio's median with the range of the rounds: "0.81 (0.75–0.86)". */
export const ratioWithRange = (row) =>
  `${fixed(row.ratio, 2)} (${row.ratioRange?.map((value) => fixed(value, 2)).join("–") ?? "–"})`;

/** rounds: [{ runs: { [targetId]: { peak, bursts, half } }, rss: { [server]: bytes } }] */
export function aggregate(targets, rounds) {
  const rows = {};
  for (const target of targets) {
    const runs = rounds.map((round) => round.runs[target.id]).filter(Boolean);
    const perRound = (other, ratioOf) =>
      rounds.map((round) => {
        const mine = round.runs[target.id];
        const theirs = round.runs[other];
        return mine && theirs ? ratioOf(mine.peak, theirs.peak) : NaN;
      });
    const byRate = (mine, theirs) => mine.rps / theirs.rps;
    // The same ratio from the server's CPU time per request: hardly moved by
    // other processes taking turns on the cores.
    const byCpu = (mine, theirs) => theirs.cpuMsPerRequest / mine.cpuMsPerRequest;
    const sum = (pick) =>
      runs.reduce((total, run) => total + pick(run.peak) + pick(run.bursts) + pick(run.half), 0);
    const p99Factor = target.twin
      ? median(
          rounds.map((round) =>
            round.runs[target.id] && round.runs[target.twin]
              ? round.runs[target.id].half.p99 / round.runs[target.twin].half.p99
              : NaN,
          ),
        )
      : NaN;
    const ratios = target.ceiling ? perRound(target.ceiling, byRate).filter(Number.isFinite) : [];
    rows[target.id] = {
      target,
      rps: median(runs.map((run) => run.peak.rps)),
      ratio: median(ratios),
      // The rounds' spread: how far one run's figure may be from the median.
      ratioRange: ratios.length > 0 ? [Math.min(...ratios), Math.max(...ratios)] : null,
      cpuRatio: target.ceiling ? median(perRound(target.ceiling, byCpu)) : NaN,
      vsBare: target.bare ? median(perRound(target.bare, byRate)) : NaN,
      cpuMs: median(runs.map((run) => run.peak.cpuMsPerRequest)),
      bytes: median(runs.map((run) => run.peak.bytesPerResponse)),
      // How many times its small-database twin's time per request (large-database targets).
      slowdown: target.twin ? median(perRound(target.twin, (mine, theirs) => theirs.rps / mine.rps)) : NaN,
      p99Factor,
      p50: median(runs.map((run) => run.half.p50)),
      p99: median(runs.map((run) => run.half.p99)),
      p99Worst: Math.max(...runs.map((run) => run.half.p99)),
      burstP50: median(runs.map((run) => run.bursts.p50)),
      burstP99: median(runs.map((run) => run.bursts.p99)),
      errors: sum((run) => run.errors),
      non2xx: sum((run) => run.non2xx),
      requests: sum((run) => run.requests),
    };
  }
  return rows;
}

/** Every target of the brief for one database (kind: "pglite" or "postgres"), each { name, value, limit, met }. */
export function verdicts({ rows, cold, firstLoad, classes = [] }) {
  const list = [];
  const add = (name, value, limit, met) => list.push({ name, value, limit, met });
  const latency = (row, limitMs) =>
    add(
      `${row.target.label}: p99 at half of peak (paced), errors + non-2xx`,
      `${fixed(row.p99, 1)} ms, ${row.errors + row.non2xx}`,
      `≤ ${limitMs} ms, 0`,
      row.p99 <= limitMs && row.errors + row.non2xx === 0,
    );
  for (const row of Object.values(rows)) {
    const { target } = row;
    if (target.group === "api" && target.request.method === "POST") latency(row, TARGETS_MET.writeP99Ms);
    if (target.group === "api" && target.request.method !== "POST") {
      add(
        `${target.label}: req/s ratio to the constant-JSON route`,
        `${ratioWithRange(row)}, CPU: ${fixed(row.cpuRatio, 2)}`,
        `≥ ${TARGETS_MET.apiRatio}`,
        row.ratio >= TARGETS_MET.apiRatio,
      );
      latency(row, TARGETS_MET.apiP99Ms);
    }
    if (target.group === "page") {
      add(
        `${target.label}: req/s ratio to the minimal dynamic page`,
        `${ratioWithRange(row)}, CPU: ${fixed(row.cpuRatio, 2)}`,
        `≥ ${TARGETS_MET.pageRatio}`,
        row.ratio >= TARGETS_MET.pageRatio,
      );
      latency(row, TARGETS_MET.pageP99Ms);
    }
    if (target.group === "scale") {
      add(
        `${target.label}: vs small database (time per request; p99)`,
        `${fixed(row.slowdown, 2)}×; ${fixed(row.p99Factor, 2)}×`,
        `≤ ${TARGETS_MET.scaleFactor}×`,
        row.slowdown <= TARGETS_MET.scaleFactor &&
          row.p99Factor <= TARGETS_MET.scaleFactor &&
          row.errors + row.non2xx === 0,
      );
    }
  }
  const existing = median(cold.existing);
  add(
    "Cold start on existing data (median)",
    `${fixed(existing)} ms`,
    `≤ ${TARGETS_MET.coldStartMs} ms`,
    existing <= TARGETS_MET.coldStartMs,
  );
  if (firstLoad) {
    const learnerPages = firstLoad.filter((page) => !page.reference);
    const worst = learnerPages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const floor = firstLoad.find((page) => page.floor);
    add(
      `First-load JS, largest learner page (${worst.path})`,
      floor ? `${kb(worst.bytes)} (bare Next.js app: ${kb(floor.bytes)})` : kb(worst.bytes),
      `≤ ${TARGETS_MET.firstLoadKb} kB`,
      worst.bytes / 1000 <= TARGETS_MET.firstLoadKb,
    );
  }
  for (const { size, guests, steps } of classes) {
    const worst = steps.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const failed = guests.failed + steps.reduce((sum, step) => sum + step.failed, 0);
    add(
      `${size} learners at once: the slowest step's p99 ÷ that of ${size} guests, failed`,
      `${fixed(worst.ratio, 2)} (${worst.label}), ${failed}`,
      `≤ ${TARGETS_MET.classP99Factor}, 0`,
      worst.ratio <= TARGETS_MET.classP99Factor && failed === 0,
    );
  }
  return list;
}

export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
