// Lighthouse's accessibility and best-practices scores of the learner's pages
// (`npm run audit:lighthouse`, which builds first; or this file after `next build`):
// starts the production build on a fresh embedded database, gives the demo
// learner past results, review cards and an unfinished round, and audits each
// page of PAGES on the desktop and the mobile form factor. Prints a table and
// exits 1 when a score is under MIN_SCORE.
//
// A guest's pages are audited in a Chrome that lighthouse starts for each run.
// The learner's are audited in one Chrome started here, whose cookie jar holds
// the learner's session: a session cookie sent as an extra header would be
// dropped from the requests the page makes itself (Home sets the `tz` cookie
// and renders again, and came back as a guest's).
//
// Lighthouse is not a dependency of the project (`npm ci` refuses a lock made
// with lighthouse 12.3–13.4, and 13 wants Node 22): install 12.2.3 outside it,
//   npm i -E lighthouse@12.2.3 --prefix /tmp/lh
// or point LIGHTHOUSE_BIN at another lighthouse binary.
//
//   LIGHTHOUSE_BIN   lighthouse's CLI (default /tmp/lh/node_modules/.bin/lighthouse)
//   CHROME_PATH      the browser lighthouse drives (default /usr/bin/chromium)
//   LIGHTHOUSE_PORT  port of the server (default 3500)
//   LIGHTHOUSE_CHROME_PORT  debugging port of the learner's Chrome (default: the server's + 1)
//   LIGHTHOUSE_ONLY  names of PAGES to audit, comma-separated
//   LIGHTHOUSE_OUT   where the JSON reports go (default .data/lighthouse-reports)
//   LIGHTHOUSE_LOCALE  the interface language audited, en (default) or ru: set as the
//                      practice-locale cookie; a guest's pages then run in a second Chrome
//                      started here (port: the learner's + 1) whose jar holds only that cookie
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { callApi } from "./support/api.mjs";
import { startE2eServer, waitForServer } from "./support/server-process.mjs";
import { promisify } from "node:util";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.LIGHTHOUSE_PORT ?? "3500";
const baseURL = `http://127.0.0.1:${port}`;
const api = `${baseURL}/english-api/api/v1`;
const chromePort = process.env.LIGHTHOUSE_CHROME_PORT ?? String(Number(port) + 1);
const lighthouseBin = process.env.LIGHTHOUSE_BIN ?? "/tmp/lh/node_modules/.bin/lighthouse";
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outDir = path.resolve(root, process.env.LIGHTHOUSE_OUT ?? ".data/lighthouse-reports");
const LOCALE = process.env.LIGHTHOUSE_LOCALE ?? "en";
const guestChromePort = String(Number(chromePort) + 1);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",").map((name) => name.trim());
const MIN_SCORE = 0.95;
const CATEGORIES = ["accessibility", "best-practices"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];
const FORM_FACTORS = ["desktop", "mobile"];
// The password scripts/e2e-server.mjs gives the seeded learner.
const LEARNER = { login: "learner", password: "practice-learner" };
const ROUND_UNIT = "travel";
// Wrong answers put these words among the review cards, due a minute later.
const REVIEW_UNIT = "at-home";
const REVIEW_DUE_AFTER_MS = 61_000;

/**
 * The pages audited, in this order. `learner`: audited signed in as the demo
 * learner (else as a guest). The test's page comes right after the unfinished
 * round is kept, so it shows Continue test; /review comes last, so its cards are due.
 */
const PAGES = [
  { name: "home-guest", url: "/", learner: false },
  { name: "login", url: "/login", learner: false },
  { name: "search", url: "/search?q=home", learner: false },
  { name: "home-learner", url: "/", learner: true },
  { name: "test-page", url: `/units/${ROUND_UNIT}/tests/words-writing`, learner: true },
  { name: "in-progress", url: `/units/${ROUND_UNIT}/tests/words-writing/in-progress`, learner: true },
  {
    name: "in-progress-round",
    url: `/units/${ROUND_UNIT}/tests/words-writing/in-progress?round=10`,
    learner: true,
  },
  { name: "phrases-in-progress", url: `/units/${ROUND_UNIT}/tests/phrases/in-progress`, learner: true },
  { name: "learn", url: `/units/${ROUND_UNIT}/learn`, learner: true },
  { name: "statistics", url: "/statistics", learner: true },
  { name: "personal-account", url: "/personal-account", learner: true },
  { name: "review", url: "/review", learner: true },
];

const json = (method, url, body, token) => callApi(api, method, url, body, token);

/** The learner's past results (statistics, badges) and review cards from wrong answers. */
async function createResults(token) {
  for (const { unit, wrong } of [
    { unit: ROUND_UNIT, wrong: new Set([2, 5]) },
    { unit: REVIEW_UNIT, wrong: new Set([1, 4, 6]) },
  ]) {
    const { id } = await json("GET", `/units/${unit}`);
    const words = await json("GET", `/units/${unit}/words`);
    const answers = words.map((word, index) => ({
      questionId: word.id,
      answer: wrong.has(index) ? "no idea" : word.en,
    }));
    await json("POST", "/results/words-writing", { unitId: id, createdTs: Date.now(), answers }, token);
  }
}

/** A round of 10 with two questions answered and the third on screen, as the runner keeps it. */
async function keepUnfinishedRound(token) {
  const { id } = await json("GET", `/units/${ROUND_UNIT}`);
  const words = (await json("GET", `/units/${ROUND_UNIT}/words`)).slice(0, 10);
  const answers = words.map((word, index) => (index === 0 ? word.en : index === 1 ? "no idea" : null));
  await json(
    "PUT",
    "/results/words-writing/draft",
    { unitId: id, questionIds: words.map((word) => word.id), answers, position: 3 },
    token,
  );
}

/** Signs the learner in through next-auth, as the login form does; returns the session cookie. */
async function sessionCookie() {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${baseURL}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: header() },
    body: new URLSearchParams({ csrfToken, ...LEARNER, mode: "login", json: "true" }),
  });
  keep(response);
  const session = [...jar.keys()].find((name) => name.endsWith("next-auth.session-token"));
  if (!session) throw new Error(`Logging in as ${LEARNER.login} gave no session cookie (${response.status})`);
  return { name: session, value: jar.get(session) };
}

/** A Chrome on debuggingPort whose cookie jar holds these cookies, for lighthouse to connect to. */
async function startChrome(debuggingPort, cookies) {
  const profile = mkdtempSync(path.join(os.tmpdir(), "practice-lighthouse-"));
  const chrome = spawn(
    chromePath,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${debuggingPort}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  // The profile goes once Chrome is gone: it writes there until it exits.
  const stop = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) chrome.kill("SIGTERM");
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    const deadline = Date.now() + 30_000;
    let browser;
    while (!browser) {
      try {
        browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
      } catch (error) {
        if (Date.now() > deadline || chrome.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    await browser
      .contexts()[0]
      .addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" })));
    // Disconnects only: the browser and its default context stay for lighthouse.
    await browser.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** One lighthouse run; returns the scores and the audits of the two categories that did not pass. */
async function audit(page, formFactor) {
  const connectTo = page.learner ? chromePort : LOCALE === "en" ? null : guestChromePort;
  const report = path.join(outDir, `${page.name}-${formFactor}.json`);
  const args = [
    `${baseURL}${page.url}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
    ...(connectTo ? [`--port=${connectTo}`] : [`--chrome-flags=${CHROME_FLAGS.join(" ")}`]),
  ];
  await promisify(execFile)(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(readFileSync(report, "utf8"));
  if (result.finalDisplayedUrl !== `${baseURL}${page.url}`) {
    throw new Error(`${page.url} ended on ${result.finalDisplayedUrl}: was the session cookie refused?`);
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, result.categories[id].score]));
  const failed = CATEGORIES.flatMap((id) =>
    result.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((item) => item.score !== null && item.score < 1)
      .map((item) => `${id}: ${item.id} — ${item.title}`),
  );
  return { scores, failed };
}

function printTable(rows) {
  const head = ["page", "url", "form factor", ...CATEGORIES];
  const lines = rows.map((row) => [
    row.page.name,
    row.page.url,
    row.formFactor,
    ...CATEGORIES.map((id) => row.scores[id].toFixed(2)),
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(format(head));
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (!existsSync(lighthouseBin)) {
    console.error(
      `Lighthouse is not at ${lighthouseBin}. Install it outside the project and run again:\n` +
        "  npm i -E lighthouse@12.2.3 --prefix /tmp/lh\n" +
        "or set LIGHTHOUSE_BIN to a lighthouse binary (12.2.3 runs on Node 20).",
    );
    process.exit(2);
  }
  if (!existsSync(chromePath)) {
    console.error(`No browser at ${chromePath}: install chromium or set CHROME_PATH.`);
    process.exit(2);
  }
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error("No production build found: run `npx next build` (or `npm run audit:lighthouse`) first.");
    process.exit(2);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const { server, stop, output } = startE2eServer({ root, port, dataDir: ".data/lighthouse" });
  let stopChrome = async () => {};
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      await Promise.all([stop(), stopChrome()]);
      process.exit(1);
    });
  }
  const rows = [];
  console.log(`Interface language: ${LOCALE}`);
  try {
    await waitForServer({ api, server, output });
    const { token } = await json("POST", "/auth/login", LEARNER);
    await createResults(token);
    const reviewDueAt = Date.now() + REVIEW_DUE_AFTER_MS;
    const localeCookie = { name: "practice-locale", value: LOCALE };
    const stopLearnerChrome = await startChrome(chromePort, [await sessionCookie(), localeCookie]);
    const stopGuestChrome =
      LOCALE === "en" ? async () => {} : await startChrome(guestChromePort, [localeCookie]);
    stopChrome = () => Promise.all([stopLearnerChrome(), stopGuestChrome()]);
    for (const page of PAGES.filter((entry) => !ONLY || ONLY.includes(entry.name))) {
      if (page.name === "review") {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, reviewDueAt - Date.now())));
      }
      for (const formFactor of FORM_FACTORS) {
        // Opening a test starts a new one; the test's page is audited with the round still kept.
        if (page.name === "test-page") await keepUnfinishedRound(token);
        const { scores, failed } = await audit(page, formFactor);
        rows.push({ page, formFactor, scores });
        const figures = CATEGORIES.map((id) => `${id} ${scores[id].toFixed(2)}`).join(", ");
        console.log(`${page.name} (${formFactor}): ${figures}`);
        for (const line of failed) console.log(`    ${line}`);
      }
    }
  } finally {
    await Promise.all([stop(), stopChrome()]);
  }
  console.log();
  printTable(rows);
  const low = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] < MIN_SCORE));
  console.log(`\nReports: ${path.relative(root, outDir)}/`);
  if (low.length > 0) {
    console.error(`\n${low.length} of ${rows.length} audits scored under ${MIN_SCORE}.`);
    process.exit(1);
  }
  console.log(`\nEvery score is at least ${MIN_SCORE}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
