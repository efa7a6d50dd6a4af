// Content at scale: on a database of 100,000 words, 20,000 phrases, 2,000
// units and 10,000 users (40 of them in a class of 30 units), how large the
// pages an administrator, a learner and a teacher open are, and how long the
// server takes for them, one request at a time.
import { randomBytes } from "node:crypto";
import { API, apiLogin, browserLogin, getJson, PASSWORDS } from "./app.mjs";

/** The demo teacher's class (scripts/bench/generate-data.ts): its learners × assigned units. */
const CLASS_LEARNERS = 40;
const CLASS_UNITS = 30;
const CLASS_NAME = "Bench class";

/** The data set (scripts/bench/generate-data.ts options). */
export const SCALE_DATA = [
  "--units",
  "2000",
  "--words-per-unit",
  "50",
  "--phrases-per-unit",
  "10",
  "--users",
  "10000",
  "--results",
  "1",
  "--class-learners",
  String(CLASS_LEARNERS),
  "--class-units",
  String(CLASS_UNITS),
];

const WARM_UP = 3;
const MEASURED = 15;
/** The class's progress table (issue #37): more requests, so its p99 is a real percentile. */
const PROGRESS_MEASURED = 100;
const PROGRESS_MS = 300;
const HTML_BUDGET = 100_000;
const PAGE_MS = 300;
const SEARCH_MS = 50;
/** Rounds of the search flood: 10 junk searches at once beside one login. */
const FLOOD_ROUNDS = 5;
const FLOOD_SEARCHES = 10;
const FLOOD_LOGIN_MS = 1_000;
const FLOOD_SEARCH_MS = 2_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The nearest-rank 99th percentile (of 15 times: the slowest). */
const p99 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(body) };
}

/** 100 random lowercase letters: a search that contains nothing and is no typo of anything. */
function junkSearch() {
  return Array.from(randomBytes(100), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

/**
 * FLOOD_SEARCHES junk searches sent together with one login, FLOOD_ROUNDS
 * times: the slowest login and the slowest search, and how the searches
 * were answered (a busy server may refuse some with 503 or 429).
 */
async function measureSearchFlood(base) {
  let slowestLogin = 0;
  let slowestSearch = 0;
  let searchBytes = 0;
  const statuses = {};
  for (let round = 0; round < FLOOD_ROUNDS; round++) {
    const searches = Array.from({ length: FLOOD_SEARCHES }, async () => {
      const started = performance.now();
      const response = await fetch(`${base}${API}/words?q=${junkSearch()}`);
      const body = await response.text();
      slowestSearch = Math.max(slowestSearch, performance.now() - started);
      searchBytes = Math.max(searchBytes, Buffer.byteLength(body));
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    });
    const loginStarted = performance.now();
    await apiLogin(base, "learner", PASSWORDS.learner);
    slowestLogin = Math.max(slowestLogin, performance.now() - loginStarted);
    await Promise.all(searches);
  }
  const answered = Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  return [
    {
      label: `POST auth/login beside ${FLOOD_SEARCHES} junk searches (slowest of ${FLOOD_ROUNDS})`,
      ms: slowestLogin,
      bytes: 0,
      budget: { ms: FLOOD_LOGIN_MS },
      met: slowestLogin <= FLOOD_LOGIN_MS,
    },
    {
      label: `GET words?q= (100 junk letters), ${FLOOD_SEARCHES} at once (slowest; ${answered})`,
      ms: slowestSearch,
      bytes: searchBytes,
      budget: { ms: FLOOD_SEARCH_MS },
      met: slowestSearch <= FLOOD_SEARCH_MS,
    },
  ];
}

/**
 * Every target requested WARM_UP times, then MEASURED times in turn; the
 * median time (server and loopback, one request in flight) and the answer's
 * size, each judged against its budget.
 */
export async function measureScale(base) {
  const admin = { cookie: await browserLogin(base, "admin", PASSWORDS.admin) };
  const learner = { cookie: await browserLogin(base, "learner", PASSWORDS.learner) };
  const targets = [
    { label: "/administration/words", path: "/administration/words", headers: admin, page: true },
    {
      label: "/administration/words/{a word}",
      path: "/administration/words/generated-word-77777",
      headers: admin,
      page: true,
    },
    {
      label: "/administration/units/{a unit}",
      path: "/administration/units/generated-unit-1555",
      headers: admin,
    },
    { label: "/administration/phrases", path: "/administration/phrases", headers: admin },
    { label: "/administration/users", path: "/administration/users", headers: admin },
    { label: "/units (learner)", path: "/units", headers: learner },
    {
      label: "/units/{a unit}/vocabulary (learner)",
      path: "/units/generated-unit-1555/vocabulary",
      headers: learner,
    },
    { label: "/statistics/words-writing (learner)", path: "/statistics/words-writing", headers: learner },
    { label: "GET words?q= (a word)", path: `${API}/words?q=word77777`, search: true },
    { label: "GET words?q= (a typo)", path: `${API}/words?q=wrod77777`, search: true },
    // Every generated word contains it: the page comes from the list's own order.
    { label: "GET words?q= (a text most words contain)", path: `${API}/words?q=word`, search: true },
  ];
  const times = new Map(targets.map((target) => [target, []]));
  const sizes = new Map();
  for (let round = 0; round < WARM_UP + MEASURED; round++) {
    for (const target of targets) {
      const { ms, bytes } = await timed(`${base}${target.path}`, target.headers ?? {});
      sizes.set(target, bytes);
      if (round >= WARM_UP) times.get(target).push(ms);
    }
  }
  const rows = targets.map((target) => {
    const ms = median(times.get(target));
    const slowest = p99(times.get(target));
    const bytes = sizes.get(target);
    const budget = target.search
      ? { ms: SEARCH_MS }
      : { bytes: HTML_BUDGET, ...(target.page ? { ms: PAGE_MS } : {}) };
    const met =
      (budget.ms === undefined || ms <= budget.ms) && (budget.bytes === undefined || bytes <= budget.bytes);
    return { label: target.label, ms, p99: slowest, bytes, budget, met };
  });
  return [...rows, ...(await measureClassProgress(base)), ...(await measureSearchFlood(base))];
}

/**
 * The demo teacher's class of CLASS_LEARNERS × CLASS_UNITS: its progress
 * table through the API (the teacher's token) and as the page (the teacher's
 * cookie), in turn, WARM_UP then PROGRESS_MEASURED times; p50 and p99 against
 * PROGRESS_MS.
 */
async function measureClassProgress(base) {
  const token = await apiLogin(base, "editor", PASSWORDS.editor);
  const cookie = await browserLogin(base, "editor", PASSWORDS.editor);
  const mine = await getJson(base, "/classes", token);
  const found = mine.teaching.find((each) => each.name === CLASS_NAME);
  if (!found) throw new Error(`The teacher has no class "${CLASS_NAME}": was the data generated with one?`);
  const progress = await getJson(base, `/classes/${found.id}/progress`, token);
  if (progress.learners.length !== CLASS_LEARNERS || progress.assignments.length !== CLASS_UNITS)
    throw new Error(
      `The class holds ${progress.learners.length} × ${progress.assignments.length}, not ${CLASS_LEARNERS} × ${CLASS_UNITS}`,
    );
  const size = `${CLASS_LEARNERS} learners × ${CLASS_UNITS} units`;
  const targets = [
    {
      label: `GET classes/{id}/progress (teacher, ${size})`,
      path: `${API}/classes/${found.id}/progress`,
      headers: { "x-session-token": token },
    },
    {
      label: `/classes/{id}/progress (teacher, ${size})`,
      path: `/classes/${found.id}/progress`,
      headers: { cookie },
    },
  ];
  const times = new Map(targets.map((target) => [target, []]));
  const sizes = new Map();
  for (let round = 0; round < WARM_UP + PROGRESS_MEASURED; round++) {
    for (const target of targets) {
      const { ms, bytes } = await timed(`${base}${target.path}`, target.headers);
      sizes.set(target, bytes);
      if (round >= WARM_UP) times.get(target).push(ms);
    }
  }
  return targets.map((target) => {
    const ms = median(times.get(target));
    const slowest = p99(times.get(target));
    return {
      label: target.label,
      ms,
      p99: slowest,
      bytes: sizes.get(target),
      budget: { ms: PROGRESS_MS, p99: true },
      met: slowest <= PROGRESS_MS,
    };
  });
}

const budgetText = ({ ms, bytes, p99: atP99 }) =>
  [
    bytes === undefined ? null : `≤ ${bytes / 1000} kB`,
    ms === undefined ? null : `${atP99 ? "p99 " : ""}≤ ${ms} ms`,
  ]
    .filter(Boolean)
    .join(", ");

/** The figures as a Markdown table. */
export function scaleSection(rows, generateSeconds) {
  const lines = rows.map(
    (row) =>
      `| ${row.label} | ${(row.bytes / 1000).toFixed(1)} | ${row.ms.toFixed(1)} | ${row.p99 === undefined ? "–" : row.p99.toFixed(1)} | ${budgetText(row.budget)} | ${row.met ? "met" : "**missed**"} |`,
  );
  return [
    `Content at scale (2,000 units, 100,000 words, 20,000 phrases, 10,000 users, a class of ${CLASS_LEARNERS} of them × ${CLASS_UNITS} assigned units; generated in ${generateSeconds.toFixed(0)} s): one request at a time, median (p50) and p99 of ${MEASURED} after ${WARM_UP} warm-ups (the class's progress table: of ${PROGRESS_MEASURED}, its budget at p99); then ${FLOOD_SEARCHES} searches of 100 random letters at once beside one login, ${FLOOD_ROUNDS} times, the slowest of each.`,
    "",
    "| page or call | answer kB | p50 ms | p99 ms | budget | |",
    "| --- | --- | --- | --- | --- | --- |",
    ...lines,
    "",
  ].join("\n");
}
