import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://127.0.0.1:${port}`;

// A second server whose clock a spec may move forward (tests/e2e/support/shifted-clock.mjs),
// for what only happens a day later: reviews falling due. It starts at real time.
const nextDayPort = port + 1;
const nextDayURL = `http://127.0.0.1:${nextDayPort}`;
const clockFile = path.join(os.tmpdir(), `practice-e2e-clock-${nextDayPort}`);
writeFileSync(clockFile, "0");
process.env.E2E_CLOCK_FILE = clockFile;
const NEXT_DAY_SPECS = /next-day\.spec\.ts$/;

// Playwright cannot download its own browser here: Debian's Chromium is used.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "en-GB",
    timezoneId: "Europe/Moscow",
    trace: "off",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: NEXT_DAY_SPECS },
    { name: "next-day", use: { browserName: "chromium", baseURL: nextDayURL }, testMatch: NEXT_DAY_SPECS },
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
      url: `${nextDayURL}/english-api/api/v1/units`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        E2E_PORT: String(nextDayPort),
        E2E_DATA_DIR: ".data/e2e-next-day",
        E2E_CLOCK_FILE: clockFile,
        NODE_OPTIONS: `--import=${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
      },
    },
  ],
});
