// Reads the .cpuprofile files `node --cpu-prof` wrote and prints where the
// time went: by package, then the functions with the most self and total time.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

function bucket(url) {
  if (!url) return "(native, GC, idle)";
  if (url.startsWith("node:")) return "node internals";
  const modules = url.lastIndexOf("node_modules/");
  if (modules !== -1) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/.next/server/")) return "app server bundle (.next/server)";
  return url;
}

function frameName(frame, appDir) {
  const url = frame.url.replace(`file://${appDir}/`, "").replace(/^.*node_modules\//, "");
  return `${frame.functionName || "(anonymous)"} ${url}:${frame.lineNumber + 1}`;
}

function summarizeOne(file, appDir, top) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const self = new Map();
  const total = new Map();
  const buckets = new Map();
  let busy = 0;
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const walk = (node, ancestors) => {
    const key = frameName(node.callFrame, appDir);
    const selfMs = (node.hitCount ?? 0) * interval;
    const idle = node.callFrame.functionName === "(idle)";
    if (!idle) {
      busy += selfMs;
      add(self, key, selfMs);
      add(buckets, bucket(node.callFrame.url), selfMs);
    }
    const chain = new Set(ancestors).add(key);
    if (!idle) for (const name of chain) add(total, name, selfMs);
    for (const child of node.children ?? []) walk(byId.get(child), chain);
  };
  walk(profile.nodes[0], new Set());
  const lines = [`\n--- ${path.basename(file)}: ${busy.toFixed(0)} ms busy ---`, "by package (self time):"];
  const share = (ms) => `${((ms / busy) * 100).toFixed(1).padStart(5)}%`;
  for (const [name, ms] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, 15))
    lines.push(`  ${share(ms)}  ${name}`);
  lines.push("functions by self time:");
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${share(ms)}  ${name}`);
  lines.push("app code (outside node_modules) by total time:");
  const ours = [...total].filter(
    ([name]) =>
      !name.includes("node_modules") &&
      /\.(ts|tsx|js)x?:/.test(name) &&
      !name.startsWith("(") &&
      name.includes(".next/server"),
  );
  for (const [name, ms] of ours.sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${share(ms)}  ${name}`);
  return lines;
}

export function summarizeProfile(dir, appDir, top = 25) {
  if (!existsSync(dir)) return [`(no profile in ${dir})`];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .flatMap((name) => summarizeOne(path.join(dir, name), appDir, top));
}
