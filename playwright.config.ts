import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://127.0.0.1:${port}`;

// A second server whose clock a spec may move (tests/e2e/support/server-clock.ts): forward, for
// what only happens a day later (reviews falling due), or back, so a minute's learning step has
// passed as the spec goes on. It keeps real time otherwise. Its specs share that clock, so they run
// one at a time. The long administration list's 5,000 words run there too: on the first server they
// would turn, for a while, the pick lists that parallel specs read whole into a page with a search.
const serverClockPort = port + 1;
const serverClockURL = `http://127.0.0.1:${serverClockPort}`;
const clockFile = path.join(os.tmpdir(), `practice-e2e-clock-${serverClockPort}`);
writeFileSync(clockFile, "0");
process.env.E2E_CLOCK_FILE = clockFile;
const SERVER_CLOCK_SPECS =
  /(learner-review-next-day|learner-review|offline-review|offline-review-reload|russian-review-statistics|admin-long-lists)\.spec\.ts$/;

// Playwright cannot download its own browser here: Debian's Chromium is used, started through
// tests/e2e/support/chromium.sh, which adds the features turned off here to Playwright's own list.
// Headless Chromium preloads its address bar's popup as a renderer of its own in every new window,
// and every test's context is one: a sixth of the browser's CPU in this suite.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // CI shares a machine whose speed varies: a test that fails there runs once more, and the
  // report counts it as flaky. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "en-GB",
    timezoneId: "Europe/Moscow",
    trace: "off",
    // The service worker precaches the app's 63 files in every context it registers in, and once in
    // control it serves the page's requests out of the reach of page.route. The specs of the
    // installable, offline app and the console check allow it (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    launchOptions: { executablePath: path.resolve("tests/e2e/support/chromium.sh"), args: chromiumArgs },
  },
  // The specs of the server with a clock go first: they run one at a time, beside the others rather
  // than after them on a single worker.
  projects: [
    {
      name: "server-clock",
      use: { browserName: "chromium", baseURL: serverClockURL },
      testMatch: SERVER_CLOCK_SPECS,
      workers: 1,
    },
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: SERVER_CLOCK_SPECS },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/english-api/api/v1/units`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_PORT: String(port) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${serverClockURL}/english-api/api/v1/units`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        E2E_PORT: String(serverClockPort),
        E2E_DATA_DIR: ".data/e2e-server-clock",
        E2E_CLOCK_FILE: clockFile,
        NODE_OPTIONS: `--import=${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
      },
    },
  ],
});
