// A small HTTP client on node:http: unlike fetch it reports socket-level
// failures (ECONNRESET, ECONNREFUSED) as such, times every call, and lets a
// test choose between one connection per request and a shared pool.
import http from "node:http";

export const API = "/english-api/api/v1";

export type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
  startedAt: number;
  ms: number;
};

export type Failure = { error: string; startedAt: number; ms: number };
export type Outcome = Reply | Failure;

export function isFailure(outcome: Outcome): outcome is Failure {
  return "error" in outcome;
}

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** A value is sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Raw body bytes with their own content type (overrides body). */
  raw?: string;
  agent?: http.Agent | false;
  timeoutMs?: number;
  /** Called once the whole request has been written to the socket. */
  onSent?: () => void;
};

/**
 * Every request this test file sent, by status or socket error: the suite
 * adds them up over all files (support/request-tally.ts, global-setup.ts).
 */
export const sentRequests: Record<string, number> = {};

export function request(base: string, path: string, options: RequestOptions = {}): Promise<Outcome> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined = options.raw;
  if (payload === undefined && options.body !== undefined) {
    payload = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  if (payload !== undefined) headers["content-length"] = String(Buffer.byteLength(payload));
  const startedAt = Date.now();
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      const key = isFailure(outcome) ? outcome.error : String(outcome.status);
      sentRequests[key] = (sentRequests[key] ?? 0) + 1;
      clearTimeout(timer);
      resolve(outcome);
    };
    const fail = (error: unknown) =>
      finish({
        error: (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.message ?? String(error),
        startedAt,
        ms: Date.now() - startedAt,
      });
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", fail);
        res.on("aborted", () => fail(new Error("ABORTED")));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = text.length > 0 ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          finish({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json,
            startedAt,
            ms: Date.now() - startedAt,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      fail(new Error("CLIENT_TIMEOUT"));
      req.destroy();
    }, timeoutMs);
    req.on("error", fail);
    req.on("finish", () => options.onSent?.());
    req.end(payload);
  });
}

/** Like request, but a socket failure is an exception: for set-up steps. */
export async function call(base: string, path: string, options: RequestOptions = {}): Promise<Reply> {
  const outcome = await request(base, path, options);
  if (isFailure(outcome)) throw new Error(`${options.method ?? "GET"} ${path} failed: ${outcome.error}`);
  return outcome;
}

/** Runs `tasks` with at most `limit` in flight; results keep the tasks' order. */
export async function pool<T>(
  limit: number,
  count: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

export function describeOutcomes(outcomes: Outcome[]): string {
  const counts = countBy(outcomes, (outcome) =>
    isFailure(outcome) ? outcome.error : String(outcome.status),
  );
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}×${value}`)
    .join(", ");
}

const sleepFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export { sleepFor as sleep };

/** Polls `check` until it returns a value, at most `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined | null | false>,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; Date.now() < deadline && attempt < 100_000; attempt++) {
    const value = await check();
    if (value) return value;
    await sleepFor(intervalMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
