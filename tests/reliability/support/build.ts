// Makes sure a production build exists (building it when it is missing or
// older than the sources), then copies it into a private folder the suite
// runs from, so that another `next build` in the working tree cannot swap the
// files under a running server.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "proxy.ts",
  "instrumentation.ts",
  "server",
  "next.config.mjs",
  "package-lock.json",
];
const SKIPPED_IN_COPY = new Set(["cache", "dev", "trace", "diagnostics"]);

function newestSourceTime(root: string): number {
  let newest = 0;
  const stack = SOURCES.map((entry) => path.join(root, entry));
  for (let visited = 0; stack.length > 0 && visited < 20_000; visited++) {
    const current = stack.pop()!;
    if (!existsSync(current)) continue;
    const stat = statSync(current);
    if (stat.isDirectory()) {
      for (const name of readdirSync(current)) stack.push(path.join(current, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function buildId(root: string): string | null {
  const file = path.join(root, ".next", "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * RELIABILITY_BUILD=auto (default) builds when the build is missing or older
 * than the sources, `always` builds every time, `never` uses what is there.
 */
export function ensureBuild(root: string): string {
  const mode = process.env.RELIABILITY_BUILD ?? "auto";
  const file = path.join(root, ".next", "BUILD_ID");
  const stale = !existsSync(file) || statSync(file).mtimeMs < newestSourceTime(root);
  if (mode === "always" || (mode === "auto" && stale)) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      console.info(`[reliability] next build (attempt ${attempt}) …`);
      const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
        cwd: root,
        stdio: "inherit",
        timeout: 8 * 60_000,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      });
      if (result.status === 0) break;
      if (attempt === 2) throw new Error("next build failed twice");
      // Another build may have been running in the same folder: wait and retry.
      spawnSync("sleep", ["20"]);
    }
  }
  const id = buildId(root);
  if (!id) throw new Error("No production build in .next (run `npx next build`)");
  return id;
}

/** Copies the build with what `npm start` (server.mjs) reads at run time into `target`. */
export function snapshotBuild(root: string, target: string): string {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = buildId(root);
    mkdirSync(path.join(target, ".next"), { recursive: true });
    for (const name of readdirSync(path.join(root, ".next"))) {
      if (SKIPPED_IN_COPY.has(name)) continue;
      cpSync(path.join(root, ".next", name), path.join(target, ".next", name), {
        recursive: true,
        verbatimSymlinks: true,
        force: true,
      });
    }
    const after = buildId(root);
    if (before && before === after && existsSync(path.join(target, ".next", "server"))) {
      for (const file of ["package.json", "next.config.mjs", "server.mjs"])
        cpSync(path.join(root, file), path.join(target, file));
      cpSync(path.join(root, "server"), path.join(target, "server"), { recursive: true });
      cpSync(path.join(root, "db", "migrations"), path.join(target, "db", "migrations"), { recursive: true });
      if (existsSync(path.join(root, "public"))) {
        cpSync(path.join(root, "public"), path.join(target, "public"), { recursive: true });
      }
      if (!existsSync(path.join(target, "node_modules"))) {
        symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir");
      }
      return before;
    }
    console.warn("[reliability] the build changed while it was copied; copying again in 15 s");
    spawnSync("sleep", ["15"]);
  }
  throw new Error("The build kept changing while it was copied (another `next build` is running?)");
}
