// A class at once: N learners, signed in by cookie beforehand, start
// together and each walks five steps in order (a unit's vocabulary, the test,
// its submission, the unit's statistics, the review). Each step's p99 is set
// against the p99 of N guests opening the vocabulary page together, measured
// on the same server just before and just after the class.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { apiRegister, browserLogin, checkPage, getJson, wordsSubmission } from "./app.mjs";
import { cpuSeconds } from "./processes.mjs";

export const CLASS_SIZES = (process.env.BENCH_CLASS_SIZES ?? "100,300")
  .split(",")
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);

const UNIT = "travel";
const TEST_TYPE = "words-writing";
const TEST_PAGE = `/units/${UNIT}/tests/${TEST_TYPE}/in-progress`;
const PASSWORD = "bench-class-password";

/**
 * The id under which the build knows the test page's submission (the server
 * action the browser's test runner calls), from the build's manifest.
 */
export function submitActionId(appDir) {
  const manifest = JSON.parse(
    readFileSync(path.join(appDir, ".next", "server", "server-reference-manifest.json"), "utf8"),
  );
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    const onTestPage = Object.keys(entry.workers ?? {}).some((worker) => worker.includes("in-progress/page"));
    if (onTestPage && entry.exportedName === "submitTestResultAction") return id;
  }
  throw new Error("The build's server-reference-manifest.json names no submitTestResultAction");
}

/** The five steps of one learner, each a request for `http.request`. */
function learnerSteps(base, actionId, cookie, travel, travelWords) {
  return [
    { label: `page /units/${UNIT}/vocabulary`, path: `/units/${UNIT}/vocabulary`, headers: { cookie } },
    { label: `page ${TEST_PAGE}`, path: TEST_PAGE, headers: { cookie } },
    {
      label: `submission of the test (server action, POST ${TEST_PAGE})`,
      path: TEST_PAGE,
      method: "POST",
      // What the browser's test runner sends (React's encoding of the action's arguments).
      headers: {
        cookie,
        origin: base,
        accept: "text/x-component",
        "content-type": "text/plain;charset=UTF-8",
        "next-action": actionId,
      },
      body: () => JSON.stringify([TEST_TYPE, wordsSubmission(travel.id, travelWords)]),
      // The action answers 200 either way; its result says whether the submission was stored.
      accepted: (text) => text.includes('"ok":true'),
    },
    {
      label: `page /units/${UNIT}/tests/${TEST_TYPE}/statistics`,
      path: `/units/${UNIT}/tests/${TEST_TYPE}/statistics`,
      headers: { cookie },
    },
    { label: "page /review", path: "/review", headers: { cookie } },
  ];
}

/** One request, timed from when it is sent to the end of its answer: { ms, ok }. */
function timed(agent, base, step) {
  const { hostname, port } = new URL(base);
  const body = step.body?.();
  const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        path: step.path,
        method: step.method ?? "GET",
        headers: { ...step.headers, ...length },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ok =
            response.statusCode === 200 &&
            (!step.accepted || step.accepted(Buffer.concat(chunks).toString("utf8")));
          resolve({ ms: performance.now() - started, ok });
        });
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
    request.end(body);
  });
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function summarize(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requests: samples.length,
    failed: samples.filter((sample) => !sample.ok).length,
  };
}

/** `size` guests open the vocabulary page together, each on a connection of its own. */
async function guestsAtOnce(base, size) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: size });
  const step = { path: `/units/${UNIT}/vocabulary`, headers: {} };
  try {
    return await Promise.all(Array.from({ length: size }, () => timed(agent, base, step)));
  } finally {
    agent.destroy();
  }
}

/**
 * `size` new learners, registered through the API and signed in as the
 * browser does: next-auth's credentials callback, then the page the sign-in
 * form goes on to (the home page), which shows the learner's login. Their cookies.
 */
export async function signInClass(base, size) {
  const prefix = `bench-class-${randomBytes(3).toString("hex")}`;
  const cookies = [];
  for (let index = 0; index < size; index++) {
    const login = `${prefix}-${index}`;
    await apiRegister(base, login, PASSWORD);
    const cookie = await browserLogin(base, login, PASSWORD);
    await checkPage(base, "/", cookie, login);
    cookies.push(cookie);
  }
  return cookies;
}

/**
 * The class of `cookies.length` learners at once, between two bursts of as
 * many guests: { size, guests, steps: [{ label, p50, p95, p99, ratio, … }], seconds }.
 */
export async function classAtOnce(base, actionId, cookies) {
  const size = cookies.length;
  const travel = await getJson(base, `/units/${UNIT}`);
  const travelWords = await getJson(base, `/units/${UNIT}/words`);
  // Unmeasured: the first burst of this many connections also warms what a burst needs.
  await guestsAtOnce(base, size);
  const guestsBefore = await guestsAtOnce(base, size);
  const agent = new http.Agent({ keepAlive: true, maxSockets: size });
  const started = performance.now();
  const walks = await Promise.all(
    cookies.map(async (cookie) => {
      const samples = [];
      for (const step of learnerSteps(base, actionId, cookie, travel, travelWords)) {
        samples.push(await timed(agent, base, step));
      }
      return samples;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const guestsAfter = await guestsAtOnce(base, size);
  const guests = summarize([...guestsBefore, ...guestsAfter]);
  const labels = learnerSteps(base, actionId, "", travel, travelWords).map((step) => step.label);
  const steps = labels.map((label, index) => {
    const figures = summarize(walks.map((walk) => walk[index]));
    return { label, ...figures, ratio: figures.p99 / guests.p99 };
  });
  return { size, guests, steps, seconds };
}

/**
 * What each step costs the server alone: every learner of `cookies` (signed
 * in, not walked yet) takes the step one after another, as many guests the
 * vocabulary page first; the server's CPU ms per request of each, and its
 * ratio to the guests'. A burst's queue is about as long as these costs.
 */
export async function stepCosts(base, actionId, cookies, pid) {
  const travel = await getJson(base, `/units/${UNIT}`);
  const travelWords = await getJson(base, `/units/${UNIT}/words`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const walks = cookies.map((cookie) => learnerSteps(base, actionId, cookie, travel, travelWords));
  const guestStep = {
    label: "guests open the vocabulary page",
    path: `/units/${UNIT}/vocabulary`,
    headers: {},
  };
  const columns = [
    cookies.map(() => guestStep),
    ...walks[0].map((_, index) => walks.map((walk) => walk[index])),
  ];
  const costs = [];
  try {
    for (const column of columns) {
      const before = cpuSeconds(pid);
      let failed = 0;
      for (const step of column) if (!(await timed(agent, base, step)).ok) failed += 1;
      costs.push({
        label: column[0].label,
        cpuMs: ((cpuSeconds(pid) - before) * 1000) / column.length,
        failed,
      });
    }
  } finally {
    agent.destroy();
  }
  return costs.map((cost) => ({ ...cost, ratio: cost.cpuMs / costs[0].cpuMs }));
}
