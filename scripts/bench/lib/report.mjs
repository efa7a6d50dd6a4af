// The figures as console tables and as the generated part of docs/PERFORMANCE.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { CACHE_EARNS } from "./caches.mjs";
import { fixed, kb, mb, median, ratioWithRange, TARGETS_MET } from "./stats.mjs";

const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";

function table(header, rows) {
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  return lines.join("\n");
}

function targetRows(rows) {
  return Object.values(rows).map((row) => [
    row.target.label,
    fixed(row.rps),
    row.target.ceiling ? ratioWithRange(row) : row.target.twin ? `${fixed(row.slowdown, 2)}× the time` : "–",
    row.target.ceiling ? fixed(row.cpuRatio, 2) : "–",
    row.target.bare ? fixed(row.vsBare, 2) : "–",
    fixed(row.cpuMs, 2),
    fixed(row.bytes),
    `${fixed(row.p50, 1)} / ${fixed(row.p99, 1)} (${fixed(row.p99Worst, 1)})`,
    `${fixed(row.burstP50)} / ${fixed(row.burstP99)}`,
    `${row.errors} / ${row.non2xx}`,
    String(row.requests),
  ]);
}

const TARGET_HEADER = [
  "target",
  "req/s (median of rounds)",
  "ratio to ceiling (req/s; range of the rounds)",
  "ratio to ceiling (server CPU per request)",
  "vs bare node:http (req/s)",
  "server CPU ms per request",
  "bytes per response",
  "p50 / p99 ms at ½ peak, paced (worst p99)",
  "p50 / p99 ms at ½ peak, autocannon overallRate",
  "errors / non-2xx",
  "requests",
];

/** The markdown of one database's figures. */
export function databaseSection(result) {
  const parts = [`### ${result.title}`, ""];
  parts.push(table(TARGET_HEADER, targetRows(result.rows)), "");
  const memory = result.memoryOfSmall;
  parts.push(
    `RSS of the small server after each round: ${result.rssByServer.small.map((value) => mb(value)).join(" / ")}` +
      ` (V8 heap committed: ${memory.map((each) => mb(each.heapTotal)).join(" / ")}).` +
      ` Cold start: fresh data ${fixed(result.cold.fresh)} ms, existing data ${fixed(median(result.cold.existing))} ms` +
      ` (${result.cold.existing.map((value) => fixed(value)).join(", ")}), large data ${fixed(result.cold.large)} ms.` +
      (result.generateSeconds === undefined
        ? ""
        : ` Generating the large database took ${result.generateSeconds.toFixed(1)} s.`),
    "",
  );
  if (result.classes.length > 0) parts.push(classSection(result.classes), "");
  if (result.caches) parts.push(cachesSection(result.caches), "");
  parts.push(
    table(
      ["target", "figure", "limit", "met"],
      result.verdicts.map((verdict) => [
        verdict.name,
        verdict.value,
        verdict.limit,
        verdict.met ? "yes" : "**no**",
      ]),
    ),
    "",
  );
  return parts.join("\n");
}

/** Rows of the class-at-once table: the guests, then each step of the learners. */
function classRows(classes) {
  return classes.flatMap(({ size, guests, steps, seconds }) => [
    [
      String(size),
      "guests open the vocabulary page together (two bursts, before and after)",
      fixed(guests.p50),
      fixed(guests.p95),
      fixed(guests.p99),
      "1.00",
      String(guests.failed),
    ],
    ...steps.map((step, index) => [
      String(size),
      `${index + 1}. ${step.label}${index === steps.length - 1 ? ` (walk over in ${seconds.toFixed(1)} s)` : ""}`,
      fixed(step.p50),
      fixed(step.p95),
      fixed(step.p99),
      fixed(step.ratio, 2),
      String(step.failed),
    ]),
  ]);
}

const CLASS_HEADER = ["learners", "step", "p50 ms", "p95 ms", "p99 ms", "p99 ÷ guests' p99", "failed"];

export function classSection(classes) {
  return [
    `A class at once (limit: every step's p99 ≤ ${TARGETS_MET.classP99Factor}× the guests' p99):`,
    "",
    table(CLASS_HEADER, classRows(classes)),
  ].join("\n");
}

export function firstLoadSection(firstLoad) {
  const floor = firstLoad.find((page) => page.floor);
  const pages = firstLoad.filter((page) => !page.floor);
  // Chunks every page of the app loads: the framework and the root layout's client components.
  const shared = pages[0].chunks.filter((chunk) =>
    pages.every((page) => page.chunks.some((other) => other.file === chunk.file)),
  );
  const sharedBytes = shared.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const aboveFloor = (page) => (floor && !page.floor ? `+${kb(page.bytes - floor.bytes)}` : "–");
  return [
    "### First-load JavaScript per learner page (gzip -9 of every chunk the HTML loads; nomodule polyfills left out)",
    "",
    table(
      [
        "page",
        "first-load JS",
        "above the framework floor",
        "of which shared by every page",
        "chunks",
        "bundles zod",
        `≤ ${TARGETS_MET.firstLoadKb} kB`,
      ],
      [...pages, ...(floor ? [floor] : [])].map((page) => [
        page.path,
        kb(page.bytes),
        aboveFloor(page),
        page.floor ? "–" : kb(sharedBytes),
        String(page.chunks.length),
        page.floor ? "–" : page.zod ? "**yes**" : "no",
        page.reference ? "–" : page.bytes / 1000 <= TARGETS_MET.firstLoadKb ? "yes" : "**no**",
      ]),
    ),
    "",
    `Chunks shared by every page: ${shared.map((chunk) => `${chunk.file.split("/").pop()} ${kb(chunk.gzip)}`).join(", ")}.`,
    "",
  ].join("\n");
}

export function machineSection(machine) {
  return [
    "### Machine and run",
    "",
    table(
      ["", ""],
      Object.entries(machine).map(([key, value]) => [key, String(value)]),
    ),
    "",
  ].join("\n");
}

/** Replaces the generated part of the document, keeping what was written around it. */
export function writeDocument(file, generated, skeleton) {
  const block = `${START}\n\n${generated.trim()}\n\n${END}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : skeleton;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start !== -1 && end !== -1
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** The console version: the same tables, without markdown pipes' noise. */
export function printDatabase(result) {
  console.log(`\n=== ${result.title} ===`);
  console.table(
    Object.values(result.rows).map((row) => {
      const [label, rps, ratio, cpuRatio, vsBare, cpuMs, bytes, latency, bursts, errors, requests] =
        targetRows({
          [row.target.id]: row,
        })[0];
      return {
        target: label,
        "req/s": rps,
        ratio,
        "ratio (CPU)": cpuRatio,
        "vs bare": vsBare,
        "CPU ms/req": cpuMs,
        bytes,
        "p50/p99 @½ paced (worst)": latency,
        "autocannon @½": bursts,
        "err/non2xx": errors,
        requests,
      };
    }),
  );
  console.table(
    Object.fromEntries(
      Object.entries(result.rssByServer).map(([server, values]) => [
        server,
        values.map((value) => mb(value)),
      ]),
    ),
  );
  console.log(
    `cold start: fresh ${fixed(result.cold.fresh)} ms, existing ${result.cold.existing.map((value) => fixed(value)).join(" / ")} ms, large ${fixed(result.cold.large)} ms`,
  );
  if (result.classes.length > 0) {
    console.table(
      classRows(result.classes).map((row) => Object.fromEntries(CLASS_HEADER.map((key, i) => [key, row[i]]))),
    );
  }
  if (result.caches) console.log(cachesSection(result.caches));
  for (const verdict of result.verdicts) {
    console.log(
      `${verdict.met ? "  met   " : "  MISSED"}  ${verdict.name}: ${verdict.value} (limit ${verdict.limit})`,
    );
  }
}

function cachesSection(caches) {
  const names = caches[0].figures.map((figure) => figure.name);
  return [
    `What each cache earns (a figure without the cache ÷ with every cache; a cache earns its place at ≥ ${CACHE_EARNS}× on one figure):`,
    "",
    table(
      ["figure", ...caches.map((judged) => `without ${judged.cache}`)],
      names.map((name, index) => [
        name,
        ...caches.map((judged) => `${fixed(judged.figures[index].worse, 2)}×`),
      ]),
    ),
  ].join("\n");
}
