// Photographs the activity calendar of /statistics (`npm run screenshots:activity`, after
// `next build`) as docs/screenshots/statistics-heatmap-{1280,360}.png. The calendar needs
// weeks of history, and the API dates every result by the server's clock, so the demo
// learner's results are saved through the API, the server is stopped, their dates are
// moved back into the past in the embedded database, and the server starts again.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { callApi } from "./support/api.mjs";
import { waitForServer } from "./support/server-process.mjs";
import { PGlite } from "@electric-sql/pglite";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.SCREENSHOTS_PORT ?? "3401";
const baseURL = `http://127.0.0.1:${port}`;
const api = `${baseURL}/english-api/api/v1`;
const dataDir = path.join(root, ".data", "screenshots-activity");
const outDir = path.join(root, "docs", "screenshots");
const LEARNER = { login: "learner", password: "practice-learner" };
const ZONE = "Europe/Moscow";
const DAY_MS = 86_400_000;
const UNITS = ["travel", "food-and-drink", "at-home"];

/**
 * Tests taken per day, `daysAgo` → count: a six-day streak up to today, the longest run
 * (eleven days) two months back, and scattered days with one to five tests before that.
 */
function plan() {
  const days = new Map();
  let seed = 7;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  for (let daysAgo = 138; daysAgo >= 0; daysAgo -= 1) {
    const inStreak = daysAgo <= 5;
    const inLongest = daysAgo >= 55 && daysAgo <= 65;
    const quiet = daysAgo === 6 || daysAgo === 54 || daysAgo === 66;
    if (!quiet && (inStreak || inLongest || random() < 0.35)) days.set(daysAgo, 1 + Math.floor(random() * 5));
  }
  return days;
}

function startServer() {
  const server = spawn(process.execPath, [path.join(root, "server.mjs"), "-p", port, "-H", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "production",
      PGLITE_DIR: dataDir,
      AUTH_SECRET: "screenshots-secret-screenshots-secret-0123",
      NEXTAUTH_URL: baseURL,
      ADMIN_PASSWORD: "practice-admin",
      LEARNER_PASSWORD: LEARNER.password,
    },
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const stopped = new Promise((resolve) => server.on("exit", resolve));
  return {
    ready: waitForServer({ api, server, output: () => output }),
    stop: async () => {
      if (server.exitCode === null) server.kill("SIGTERM");
      await stopped;
    },
  };
}

const json = (method, url, body, token) => callApi(api, method, url, body, token);

/** Saves the planned tests through the API; answers the ids with the day each belongs to. */
async function saveResults(days) {
  const { token } = await json("POST", "/auth/login", LEARNER);
  const units = [];
  for (const url of UNITS) {
    const { id } = await json("GET", `/units/${url}`);
    units.push({ id, words: await json("GET", `/units/${url}/words`) });
  }
  const saved = [];
  for (const [daysAgo, tests] of days) {
    for (let test = 0; test < tests; test += 1) {
      const unit = units[(daysAgo + test) % units.length];
      const answers = unit.words.map((word, index) => ({
        questionId: word.id,
        answer: index % (test + 3) === 0 ? "-" : word.en,
      }));
      const result = await json(
        "POST",
        "/results/words-writing",
        {
          unitId: unit.id,
          createdTs: Date.now(),
          answers,
        },
        token,
      );
      saved.push({ id: result.id, daysAgo, test });
    }
  }
  return saved;
}

/** Moves each past day's results to the afternoon of that day (today's stay as saved). */
async function backdate(saved) {
  const database = await PGlite.create(dataDir);
  const now = Date.now();
  for (const { id, daysAgo, test } of saved) {
    if (daysAgo === 0) continue;
    const createdTs = now - daysAgo * DAY_MS - test * 60_000;
    await database.query("UPDATE test_results SET created_ts = $1 WHERE id = $2", [createdTs, id]);
  }
  await database.close();
}

async function shoot() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const context = await browser.newContext({ viewport, locale: "en-GB", timezoneId: ZONE });
      const page = await context.newPage();
      await page.goto(`${baseURL}/login?callbackUrl=%2Fstatistics`);
      await page.getByLabel("Login", { exact: true }).fill(LEARNER.login);
      await page.getByLabel("Password", { exact: true }).fill(LEARNER.password);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.waitForURL(`${baseURL}/statistics`);
      await page.getByRole("group", { name: /^Answers per day/ }).waitFor();
      await page.waitForLoadState("networkidle");
      await page
        .locator("[data-sonner-toast]")
        .first()
        .waitFor({ state: "detached", timeout: 10_000 })
        .catch(() => {});
      await page.mouse.move(0, 0);
      const file = path.join(outDir, `statistics-heatmap-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      console.log(`wrote ${path.relative(root, file)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error("No production build found: run `npx next build` (or `npm run build`) first.");
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  let server = startServer();
  try {
    await server.ready;
    const saved = await saveResults(plan());
    await server.stop();
    await backdate(saved);
    server = startServer();
    await server.ready;
    await shoot();
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
