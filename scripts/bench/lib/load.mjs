// Load generation: the peak rate of a target with autocannon (closed loop,
// CONNECTIONS connections), then its latency at half of that rate, twice:
//
// - autocannon's `overallRate`, as asked for. autocannon paces per connection
//   and per second: each connection sends its quota back to back as soon as a
//   second starts, then waits, so the first part of every second runs at full
//   concurrency. Its coordinated-omission correction also takes 1 / rate as an
//   interval in milliseconds (rounded up to 1 ms), adding a synthetic sample
//   for every millisecond of a slow answer. Its percentiles therefore describe
//   bursts, not a steady half load; they are shown for reference.
// - an open-loop paced run (node:http, keep-alive): one request every
//   1 / rate seconds, each timed from the moment it was due, so a stall on
//   either side counts against the server (no coordinated omission). The
//   targets are judged on this one.
import http from "node:http";
import autocannon from "autocannon";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result["2xx"] + result.non2xx,
    bytesPerResponse: result.throughput.total / Math.max(1, result["2xx"] + result.non2xx),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The next headers of a target's request, taking its `headerSets` (one set
 * of headers per caller, say each learner's token) in turn.
 */
function headerRotation({ headers = {}, headerSets }) {
  let next = 0;
  return () => (headerSets ? { ...headers, ...headerSets[next++ % headerSets.length] } : headers);
}

/** autocannon options for a target's request: { url, method, headers, body, headerSets }. */
function cannonOptions(target) {
  const { headerSets, ...request } = target.request;
  if (!headerSets) return request;
  const nextHeaders = headerRotation(target.request);
  return { ...request, requests: [{ setupRequest: (each) => ({ ...each, headers: nextHeaders() }) }] };
}

export async function peak(target, seconds) {
  return summary(await run({ ...cannonOptions(target), duration: seconds }));
}

/** autocannon at `rate` requests per second over all connections. */
export async function atRate(target, rate, seconds) {
  return summary(
    await run({ ...cannonOptions(target), duration: seconds, overallRate: Math.max(1, Math.round(rate)) }),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * The fewest requests of a paced run. Its p99 must be a percentile: of the
 * ~80 requests 2 s give a submission, it would be the slowest one, so a
 * single pause anywhere (a major garbage collection, say) would be the figure.
 */
const PACED_REQUESTS = Number(process.env.BENCH_PACED_REQUESTS ?? 500);

/**
 * Open loop: `rate` requests per second, evenly spaced, each timed from when
 * it was due; for `seconds`, or longer until PACED_REQUESTS have been sent.
 */
export async function paced(target, rate, seconds) {
  const { url, method = "GET", body } = target.request;
  const { hostname, port, pathname, search } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const nextHeaders = headerRotation(target.request);
  const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const send = (due) =>
    new Promise((resolve) => {
      const request = http.request(
        { agent, hostname, port, path: pathname + search, method, headers: { ...nextHeaders(), ...length } },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - due);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const total = Math.max(PACED_REQUESTS, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const start = performance.now() + 10;
  const inFlight = [];
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    requests: total,
    errors,
    non2xx,
  };
}
