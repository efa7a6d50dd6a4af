// The bench's bare Next.js app (scripts/bench/bare-app): the project's own
// next and react, no proxy, no next-auth, no database. Its constant-JSON route
// and minimal dynamic page are the ceilings the API and the pages are set
// against, and its page's first-load JavaScript is the framework's floor.
import { cpSync, symlinkSync } from "node:fs";
import path from "node:path";
import { firstLoadJs } from "./bundle.mjs";
import { freePort, runPinned, spawnPinned, waitFor200 } from "./processes.mjs";

export const BARE_JSON = "/json";
export const BARE_PAGE = "/";

const nextBin = (nodeModules) => path.join(nodeModules, "next", "dist", "bin", "next");

function bareEnv() {
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.BENCH_PINNED;
  return env;
}

/**
 * Builds a copy of `source` (scripts/bench/bare-app) in `workDir`, its
 * node_modules linked to `nodeModules`, so the build's output (and the
 * tsconfig.json next writes beside it) stays out of the project's tree.
 * Resolves to the copy's folder.
 */
export async function buildBareApp(source, workDir, nodeModules, logFile) {
  const dir = path.join(workDir, "bare-app");
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !["node_modules", ".next"].includes(path.basename(file)),
  });
  symlinkSync(nodeModules, path.join(dir, "node_modules"));
  await runPinned("0,1", process.execPath, [nextBin(nodeModules), "build"], {
    cwd: dir,
    env: bareEnv(),
    logFile,
  });
  return dir;
}

/** `next start` of the built bare app on a free port, on `cores`: { name, base, handle, dir }. */
export async function startBareApp(dir, cores, logFile) {
  const port = await freePort();
  const handle = spawnPinned(
    cores,
    process.execPath,
    [nextBin(path.join(dir, "node_modules")), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: dir, env: bareEnv(), logFile },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}${BARE_PAGE}`, performance.now(), handle);
  return { name: "bare-next", base, handle, dir };
}

/** { path, reference, floor, bytes, chunks } of the bare app's page: the framework floor. */
export async function measureFrameworkFloor(bareApp) {
  const html = await (await fetch(`${bareApp.base}${BARE_PAGE}`)).text();
  return {
    path: "bare Next.js app's page (framework floor)",
    reference: true,
    floor: true,
    ...firstLoadJs(html, bareApp.dir),
  };
}
