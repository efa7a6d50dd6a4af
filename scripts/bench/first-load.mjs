// `npm run bench:first-load`: builds the app, starts it on a fresh embedded
// database and prints the gzipped first-load JavaScript of every learner
// page, the same figures `npm run bench` writes into docs/PERFORMANCE.md.
//
// The last row is the page of the bench's bare Next.js app (scripts/bench/bare-app),
// built from the same node_modules: the framework's own share, which no page
// of any app can go below.
//
// FIRST_LOAD_SKIP_BUILD=1 measures the build already in .next.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserLogin, PASSWORDS } from "./lib/app.mjs";
import { measureFirstLoad } from "./lib/bundle.mjs";
import { buildBareApp, measureFrameworkFloor, startBareApp } from "./lib/bare-app.mjs";
import { freePort, spawnPinned, stop, waitFor200 } from "./lib/processes.mjs";
import { firstLoadSection } from "./lib/report.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

if (!process.env.FIRST_LOAD_SKIP_BUILD) {
  const build = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "practice-first-load-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const handle = spawnPinned(
  "0,1",
  process.execPath,
  [path.join(ROOT, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
  {
    cwd: ROOT,
    logFile: path.join(dataDir, "server.log"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      AUTH_SECRET: "first-load-secret-first-load-secret-0123",
      NEXTAUTH_URL: base,
      ADMIN_PASSWORD: PASSWORDS.admin,
      EDITOR_PASSWORD: PASSWORDS.editor,
      LEARNER_PASSWORD: PASSWORDS.learner,
    },
  },
);

/** The bare app built and started beside the project's server, measured, stopped. */
async function frameworkFloor() {
  const logFile = path.join(dataDir, "bare-app.log");
  const source = path.join(ROOT, "scripts/bench/bare-app");
  const dir = await buildBareApp(source, dataDir, path.join(ROOT, "node_modules"), logFile);
  const bareApp = await startBareApp(dir, "0,1", logFile);
  try {
    return await measureFrameworkFloor(bareApp);
  } finally {
    await stop(bareApp.handle);
  }
}

try {
  await waitFor200(`${base}/`, performance.now(), handle);
  const cookie = await browserLogin(base, "learner", PASSWORDS.learner);
  const adminCookie = await browserLogin(base, "admin", PASSWORDS.admin);
  const pages = await measureFirstLoad(base, cookie, ROOT, adminCookie);
  pages.push(await frameworkFloor());
  console.log(`\n${firstLoadSection(pages)}`);
} finally {
  await stop(handle);
  rmSync(dataDir, { recursive: true, force: true });
}
