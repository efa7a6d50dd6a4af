// Fault (a): PostgreSQL stops and comes back while submissions keep coming.
// A private instance is used (never the machine's shared cluster), on both
// passes: stopping a database needs PostgreSQL by nature.
import http from "node:http";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, browserLogin, LOAD_LIMITS, PASSWORDS, sleep, startApp, wordsWriter } from "./support/app";
import {
  API,
  describeOutcomes,
  isFailure,
  type Outcome,
  percentile,
  type Reply,
  request,
} from "./support/http";
import { createPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { record } from "./support/report";

let pg: PrivatePostgres | undefined;
let skipReason: string | undefined;
let app: App | undefined;
let databaseUrl = "";

beforeAll(async () => {
  const created = await createPrivatePostgres();
  if (typeof created === "string") {
    skipReason = created;
    return;
  }
  pg = created;
  databaseUrl = await pg.createDatabase("practice_outage");
  // One learner's 16 writers submit thousands of results: far past the per-learner limits.
  app = await startApp({
    label: "outage",
    database: { kind: "postgres", url: databaseUrl },
    env: LOAD_LIMITS,
  });
});

afterAll(async () => {
  await app?.stop();
  pg?.destroy();
});

const OUTAGE_MS = 6_000;

// Pages an administrator opens while the database is down: each must show the
// generic error text in place, or hand the failure to an error boundary (which
// renders that text in the browser from the digest alone), and never a
// driver's message: drizzle quotes identifiers, so SQL shows as `select "`.
const OUTAGE_PAGES = ["/units", "/units/travel/vocabulary", "/statistics", "/administration/words"];
const GENERIC = /something went wrong \(reference [0-9a-f]+\)|digest\\?"\s*:\s*\\?"[\w-]+/i;
const LEAKS = /failed query|select "|from "|insert into "|app_meta|econnrefused|postgreserror|params:/i;
const FAIL_FAST_MS = 5_000;

describe("fault: PostgreSQL stopped and restarted under load", () => {
  it("answers 503 fast during the outage, recovers without a restart, loses nothing", async () => {
    if (!pg || !app) {
      // These faults need a PostgreSQL of their own; without one the suite must fail, not pass quietly.
      throw new Error(`PostgreSQL outage test needs a private PostgreSQL: ${skipReason}`);
    }
    const writer = await wordsWriter(app.base, "outage");
    const { learner, words } = writer;
    const adminCookie = await browserLogin(app.base, "admin", PASSWORDS.admin);
    const pageProbes: Array<{
      path: string;
      status: number | string;
      generic: boolean;
      leak: string | null;
    }> = [];
    const pid = app.pid;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const samples: Outcome[] = [];
    const probes: Outcome[] = [];
    let running = true;
    const hardStop = Date.now() + 90_000;
    const worker = async () => {
      for (let count = 0; running && Date.now() < hardStop && count < 20_000; count++) {
        const outcome = await writer.submit(count % words.length, { agent, timeoutMs: 30_000 });
        samples.push(outcome);
        // A failed call is retried at once: the outage is hammered, not waited out.
        if (isFailure(outcome) || outcome.status !== 201) await sleep(20);
      }
    };
    const workers = Array.from({ length: 16 }, () => worker());

    await sleep(2_500);
    const stopRequested = Date.now();
    await pg.stop("fast");
    const stopped = Date.now();
    // Guests reading public data during the outage get 503 as well.
    for (let probe = 0; probe < 10; probe++) {
      probes.push(await request(app.base, `${API}/units`, { agent, timeoutMs: 30_000 }));
      await sleep(OUTAGE_MS / 12);
    }
    for (const path of OUTAGE_PAGES) {
      const page = await request(app.base, path, {
        agent,
        timeoutMs: 30_000,
        headers: { cookie: adminCookie },
      });
      pageProbes.push(
        isFailure(page)
          ? { path, status: page.error, generic: false, leak: null }
          : {
              path,
              status: page.status,
              generic: GENERIC.test(page.text),
              leak: LEAKS.exec(page.text)?.[0] ?? null,
            },
      );
    }
    await sleep(Math.max(0, stopped + OUTAGE_MS - Date.now()));
    const restartRequested = Date.now();
    await pg.start();
    const restarted = Date.now();
    let recoveredAt: number | undefined;
    for (let waited = 0; waited < 200 && recoveredAt === undefined; waited++) {
      const first = samples.find(
        (sample) => !isFailure(sample) && sample.status === 201 && sample.startedAt >= restarted,
      );
      if (first) recoveredAt = first.startedAt + first.ms;
      else await sleep(100);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(workers);
    agent.destroy();

    const replies = samples.filter((sample): sample is Reply => !isFailure(sample));
    const socketErrors = samples.filter(isFailure);
    const during = samples.filter(
      (sample) => sample.startedAt >= stopped && sample.startedAt + sample.ms <= restartRequested,
    );
    const duringOk = during.filter((sample) => {
      if (isFailure(sample) || sample.status !== 503) return false;
      const body = sample.json as { statusCode?: unknown; message?: unknown; date?: unknown };
      return (
        body?.statusCode === 503 &&
        typeof body.message === "string" &&
        typeof body.date === "string" &&
        !Number.isNaN(Date.parse(body.date))
      );
    });
    const duringMs = during.map((sample) => sample.ms);
    const serverErrors = replies.filter((reply) => reply.status >= 500 && reply.status !== 503);
    const unexpected = replies.filter((reply) => ![201, 503].includes(reply.status));
    const created = replies.filter((reply) => reply.status === 201).length;
    const probesOk = probes.filter((probe) => !isFailure(probe) && probe.status === 503).length;
    // A COMMIT that PostgreSQL completed just as it was told to stop can lose its
    // acknowledgement on the way back: the client sees 503, the row exists. No
    // server can tell those apart, so such rows are bounded by the submissions
    // that were in flight while the stop happened, never more.
    const cutByStop = samples.filter(
      (sample) =>
        (isFailure(sample) || sample.status === 503) &&
        sample.startedAt <= stopped &&
        sample.startedAt + sample.ms >= stopRequested,
    ).length;

    // What is stored: the rows of this learner, each with every answer.
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ n: number; min: number | null; max: number | null }[]>`
      SELECT count(*)::int AS n, min(jsonb_array_length(answers))::int AS min, max(jsonb_array_length(answers))::int AS max
      FROM test_results r JOIN users u ON u.id = r.user_id WHERE lower(u.login) = lower(${learner.login})`;
    await sql.end({ timeout: 5 });
    const viaApi = (await writer.stored()).length;
    const samePid = app.isRunning() && app.pid === pid;
    const stored = row?.n ?? -1;
    const storedMatches =
      stored >= created &&
      stored <= created + cutByStop &&
      viaApi === stored &&
      row?.min === words.length &&
      row?.max === words.length;

    record(
      "2.1",
      "Fault (a): private PostgreSQL stopped (pg_ctl -m fast) for 6 s under 16 submitting clients",
      `${samples.length} requests: ${describeOutcomes(samples)}; stop took ${stopped - stopRequested} ms`,
      serverErrors.length === 0 && socketErrors.length === 0,
    );
    record(
      "2.2",
      "Fault (a): requests during the outage — 503 with {statusCode, message, date}, fail fast (< 5 s)",
      `${duringOk.length}/${during.length} answered 503 with the contract body; p50 ${percentile(duringMs, 50)} ms, ` +
        `max ${during.length ? Math.max(...duringMs) : 0} ms; guest GET /units ${probesOk}/${probes.length} × 503; ` +
        `500s: ${serverErrors.length}`,
      during.length > 0 &&
        duringOk.length === during.length &&
        Math.max(...duringMs) < FAIL_FAST_MS &&
        probesOk === probes.length,
    );
    record(
      "2.3",
      "Fault (a): recovery after PostgreSQL restart, same app process",
      recoveredAt === undefined
        ? "no 201 after the restart"
        : `first 201 ${recoveredAt - restarted} ms after PostgreSQL was up (restart took ${restarted - restartRequested} ms); ` +
            `app pid unchanged: ${samePid}`,
      recoveredAt !== undefined && samePid,
    );
    record(
      "2.4",
      "Fault (a): no half-written result — stored rows vs 201 answers",
      `${created} × 201; ${row?.n} rows in SQL, ${viaApi} via GET; answers per row ${row?.min}–${row?.max} ` +
        `(unit has ${words.length}); stored without a 201: ${(row?.n ?? 0) - created} ` +
        `(${cutByStop} submissions were in flight as PostgreSQL stopped)`,
      storedMatches,
    );

    record(
      "2.5",
      "Fault (a): pages opened by an administrator during the outage — the generic error text with a reference (or an error boundary's digest), no SQL or driver text in the HTML",
      pageProbes
        .map(
          (probe) =>
            `${probe.path} ${probe.status}${probe.generic ? " generic" : ""}${probe.leak ? ` leaks "${probe.leak}"` : ""}`,
        )
        .join("; "),
      pageProbes.every((probe) => probe.generic && probe.leak === null),
    );

    expect(pageProbes.filter((probe) => !probe.generic || probe.leak !== null)).toEqual([]);
    expect(socketErrors.map((sample) => sample.error)).toEqual([]);
    expect(serverErrors.map((reply) => `${reply.status} ${reply.text.slice(0, 200)}`)).toEqual([]);
    expect(unexpected.map((reply) => `${reply.status} ${reply.text.slice(0, 200)}`)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(duringOk.length).toBe(during.length);
    expect(Math.max(...duringMs)).toBeLessThan(FAIL_FAST_MS);
    expect(probesOk).toBe(probes.length);
    expect(recoveredAt).toBeDefined();
    expect(samePid).toBe(true);
    expect(stored).toBeGreaterThanOrEqual(created);
    expect(stored).toBeLessThanOrEqual(created + cutByStop);
    expect(viaApi).toBe(stored);
    expect(row?.min).toBe(words.length);
    expect(row?.max).toBe(words.length);
  });
});
