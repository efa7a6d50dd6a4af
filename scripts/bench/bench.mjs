// `npm run bench`: builds the app and the bare Next.js app beside it
// (scripts/bench/bare-app) once, starts the production server on PGlite and
// then on PostgreSQL, and measures the REST API and the learner pages against
// the bare app's ceilings measured in the same interleaved rounds, then a
// class of learners at once against as many guests. Writes the figures into
// docs/PERFORMANCE.md. See that document for what is measured.
//
// Environment (all optional):
//   BENCH_SECONDS=2         length of each peak run and each half-rate run
//   BENCH_PACED_REQUESTS=500  the fewest requests of a paced half-rate run (its p99 is the 5th slowest)
//   BENCH_WARMUP_SECONDS=3  every target once before the rounds
//   BENCH_SETTLE_RUNS=4     at most this many 1 s runs, unmeasured, before each measured peak run
//   BENCH_ROUNDS=3          interleaved rounds (at least 3)
//   BENCH_DATABASES=pglite,postgres
//   DATABASE_URL            PostgreSQL server on which fresh databases are created
//                           (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PROFILE=api-units,page-stats  profile these targets with node --cpu-prof
//                           instead of benchmarking (builds without server minification)
//   BENCH_KEEP=1            keep the temporary build and data directories
//   BENCH_SOURCE=<dir>      build this tree instead of the project's (e.g. an older copy)
//   BENCH_DOC=<file>        write the figures there instead of docs/PERFORMANCE.md
//   BENCH_PORTS=3430-3439   ports of the servers (default: any free port)
//   BENCH_CLASS_SIZES=100,300  classes of learners at once, on each database ("0": none)
//   BENCH_SCALE=0           leave out the content-at-scale database
//   BENCH_ONLY=scale        only the content-at-scale part, on each database: its tables are
//                           printed (as Markdown too) and docs/PERFORMANCE.md is left as it is
//   BENCH_ONLY=class        only the classes of BENCH_CLASS_SIZES, on each database, printed, then
//                           each step's server CPU one request at a time; with BENCH_PROFILE=class
//                           the server walked is under node --cpu-prof
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import {
  API,
  apiLogin,
  apiRegister,
  browserLogin,
  checkPage,
  getJson,
  PASSWORDS,
  submitWords,
  wordsSubmission,
} from "./lib/app.mjs";
import { measureFirstLoad } from "./lib/bundle.mjs";
import { BARE_JSON, BARE_PAGE, buildBareApp, measureFrameworkFloor, startBareApp } from "./lib/bare-app.mjs";
import { CACHE_RUNS, cacheVerdicts, judgeCaches } from "./lib/caches.mjs";
import { CLASS_SIZES, classAtOnce, signInClass, stepCosts, submitActionId } from "./lib/class.mjs";
import { atRate, CONNECTIONS, paced, peak } from "./lib/load.mjs";
import {
  cpuSeconds,
  freePort,
  HAS_TASKSET,
  runPinned,
  sleep,
  spawnPinned,
  stop,
  stopAll,
  treeRss,
  waitFor200,
} from "./lib/processes.mjs";
import { summarizeProfile } from "./lib/profile.mjs";
import {
  classSection,
  databaseSection,
  firstLoadSection,
  machineSection,
  printDatabase,
  writeDocument,
} from "./lib/report.mjs";
import { measureScale, SCALE_DATA, scaleSection } from "./lib/scale.mjs";
import { aggregate, median, verdicts } from "./lib/stats.mjs";

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), "../..");
const SOURCE = path.resolve(process.env.BENCH_SOURCE ?? ROOT);
const DOCUMENT = path.resolve(process.env.BENCH_DOC ?? path.join(ROOT, "docs", "PERFORMANCE.md"));

// The load generator runs on core 1, the servers on core 0.
if (HAS_TASKSET && !process.env.BENCH_PINNED) {
  const pinned = spawnSync("taskset", ["-c", "1", process.execPath, SCRIPT, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  process.exit(pinned.status ?? 1);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/**
 * A server answers faster the longer it has been under load (its code is
 * compiled and optimized as it runs) and slower again after it idled: the
 * small database's server carries nine targets, the large one's two, which
 * idles between them. So before each measured run the target takes 1 s runs,
 * unmeasured, until two in a row are within 5% of each other (at most
 * SETTLE_RUNS): every target is measured warm, as a server in service is.
 */
const SETTLE_RUNS = Number(process.env.BENCH_SETTLE_RUNS ?? 4);
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim());
const PROFILE = process.env.BENCH_PROFILE ? process.env.BENCH_PROFILE.split(",") : null;
const PG_BASE = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const SERVER_CORES = "0";
const AUTH_SECRET = randomBytes(32).toString("hex");
const LEARNER_RESULTS = 20;
/** BENCH_SCALE=0 leaves out the content-at-scale database (100,000 words), which adds minutes per driver. */
const SCALE = process.env.BENCH_SCALE !== "0";
const ONLY_SCALE = process.env.BENCH_ONLY === "scale";
const ONLY_CLASS = process.env.BENCH_ONLY === "class";

const began = performance.now();
const WORK = mkdtempSync(path.join(os.tmpdir(), "practice-bench-"));
const APP = path.join(WORK, "app");
const LOGS = path.join(WORK, "logs");
mkdirSync(LOGS);

function say(message) {
  console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

/**
 * The build works on a snapshot of the tree in a temporary folder, so a
 * `next build` or `next start` of the project's own .next (tests running
 * beside the benchmark) is never disturbed, and edits made during the run do
 * not leak into it. node_modules is linked, so Turbopack's root is widened.
 */
async function build() {
  const skip = new Set([
    "node_modules",
    ".next",
    ".data",
    ".git",
    "test-results",
    "playwright-report",
    "coverage",
  ]);
  cpSync(SOURCE, APP, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(SOURCE, source);
      const top = relative.split(path.sep)[0];
      return !skip.has(top) && !relative.endsWith(".tsbuildinfo") && !relative.endsWith(".cpuprofile");
    },
  });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(APP, "node_modules"));
  renameSync(path.join(APP, "next.config.mjs"), path.join(APP, "next.config.repo.mjs"));
  const extra = PROFILE ? ", experimental: { ...base.experimental, serverMinification: false }" : "";
  writeFileSync(
    path.join(APP, "next.config.mjs"),
    `import base from "./next.config.repo.mjs";\n` +
      `export default { ...base, turbopack: { ...base.turbopack, root: "/" }, outputFileTracingRoot: "/"${extra} };\n`,
  );
  const started = performance.now();
  await runPinned("0,1", process.execPath, [nextBin(), "build"], {
    cwd: APP,
    env: serverEnv({ PGLITE_DIR: path.join(WORK, "build-data") }),
    logFile: path.join(LOGS, "build.log"),
  });
  return (performance.now() - started) / 1000;
}

const nextBin = () => path.join(APP, "node_modules", "next", "dist", "bin", "next");

const LOAD_LIMITS = {
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000000",
  RESULTS_PER_USER_PER_HOUR: "1000000000",
  REVIEW_ANSWERS_PER_USER_PER_HOUR: "1000000000",
};

function serverEnv(database, extra = {}) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  delete env.BENCH_PINNED;
  return {
    ...env,
    ...database,
    ...extra,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PRACTICE_BENCH: "1",
    // The POST targets submit thousands of results a second as one learner per connection, and
    // every run registers its posters from this machine: far past the volume limits of a real
    // server. Raised, not removed, so each request still spends its allowance (its statement is
    // part of what is measured).
    ...LOAD_LIMITS,
    AUTH_SECRET,
    ADMIN_PASSWORD: PASSWORDS.admin,
    EDITOR_PASSWORD: PASSWORDS.editor,
    LEARNER_PASSWORD: PASSWORDS.learner,
  };
}

/** `next start` on a free port; resolves once GET units answers 200, with the cold start time. */
async function startNext(name, database, { profileDir } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const started = performance.now();
  const handle = spawnPinned(
    SERVER_CORES,
    process.execPath,
    [...nodeArgs, path.join(APP, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: APP,
      env: serverEnv(database, { NEXTAUTH_URL: base }),
      logFile: path.join(LOGS, `${name}.log`),
    },
  );
  const coldMs = await waitFor200(`${base}${API}/units`, started, handle);
  return { name, base, handle, coldMs };
}

async function startBare(database) {
  const port = await freePort();
  const handle = spawnPinned(
    SERVER_CORES,
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(APP, "scripts/bench/bare-server.ts"),
      String(port),
    ],
    { cwd: APP, env: serverEnv(database), logFile: path.join(LOGS, "bare.log") },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/`, performance.now(), handle);
  return { name: "bare", base, handle };
}

async function generateLarge(database, options = [], log = "generate-data") {
  const started = performance.now();
  await runPinned(
    "0,1",
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(APP, "scripts/bench/generate-data.ts"),
      ...options,
    ],
    { cwd: APP, env: serverEnv(database), logFile: path.join(LOGS, `${log}.log`) },
  );
  return (performance.now() - started) / 1000;
}

/** Sizes and times of the pages and searches on the content-at-scale database. */
async function benchScale(kind, database) {
  const generateSeconds = await generateLarge(database, SCALE_DATA, "generate-scale");
  const server = await startNext(`${kind}-scale`, database);
  try {
    return { rows: await measureScale(server.base), generateSeconds };
  } finally {
    await stop(server.handle);
  }
}

/** The learner's API token and browser cookie, with LEARNER_RESULTS results on travel. */
async function prepareLearner(server) {
  const token = await apiLogin(server.base, "learner", PASSWORDS.learner);
  const travel = await getJson(server.base, "/units/travel");
  const travelWords = await getJson(server.base, "/units/travel/words");
  for (let index = 0; index < LEARNER_RESULTS; index++) {
    await submitWords(server.base, token, wordsSubmission(travel.id, travelWords));
  }
  const cookie = await browserLogin(server.base, "learner", PASSWORDS.learner);
  await checkPage(server.base, "/statistics/words-writing/travel", cookie, "learner");
  return { token, cookie, travel, travelWords };
}

/** One learner per connection, who post the results of the POST target. */
async function registerPosters(base) {
  const prefix = `bench-poster-${randomBytes(3).toString("hex")}`;
  const tokens = [];
  for (let index = 0; index < CONNECTIONS; index++) {
    tokens.push(await apiRegister(base, `${prefix}-${index}`, "bench-poster-password"));
  }
  return tokens;
}

function defineTargets(small, large, bare, bareNext, learner, largeLearner, posterTokens) {
  const json = { "content-type": "application/json" };
  const results = `${API}/results/words-writing?unit=${learner.travel.id}`;
  const largeResults = `${API}/results/words-writing?unit=${largeLearner.travel.id}`;
  return [
    {
      id: "ceil-json",
      group: "ceiling",
      label: "constant-JSON route, bare Next.js app (ceiling)",
      request: { url: `${bareNext.base}${BARE_JSON}` },
    },
    {
      id: "ceil-page",
      group: "ceiling",
      label: "minimal dynamic page, bare Next.js app (ceiling)",
      request: { url: `${bareNext.base}${BARE_PAGE}` },
    },
    {
      id: "bare",
      group: "ceiling",
      label: "bare node:http, SQL of GET units (ceiling)",
      request: { url: `${bare.base}/` },
    },
    {
      id: "api-units",
      group: "api",
      label: "GET units",
      ceiling: "ceil-json",
      bare: "bare",
      request: { url: `${small.base}${API}/units` },
    },
    {
      id: "api-words",
      group: "api",
      label: "GET units/travel/words",
      ceiling: "ceil-json",
      bare: "bare",
      request: { url: `${small.base}${API}/units/travel/words` },
    },
    {
      id: "api-results",
      group: "api",
      label: "GET results/words-writing?unit=",
      ceiling: "ceil-json",
      bare: "bare",
      request: { url: `${small.base}${results}`, headers: { "x-session-token": learner.token } },
    },
    {
      id: "api-post",
      group: "api",
      label: "POST results/words-writing",
      ceiling: "ceil-json",
      bare: "bare",
      request: {
        url: `${small.base}${API}/results/words-writing`,
        method: "POST",
        headers: json,
        // Each request for the next learner, as submissions come from many learners.
        headerSets: posterTokens.map((token) => ({ "x-session-token": token })),
        body: JSON.stringify(wordsSubmission(learner.travel.id, learner.travelWords)),
      },
    },
    {
      // Not judged: every connection moves the same learner's cards, so
      // submissions queue on those rows' locks, which no learner does alone.
      id: "api-post-one",
      group: "reference",
      label: "POST results/words-writing, one learner on every connection (reference)",
      ceiling: "ceil-json",
      request: {
        url: `${small.base}${API}/results/words-writing`,
        method: "POST",
        headers: { ...json, "x-session-token": posterTokens[0] },
        body: JSON.stringify(wordsSubmission(learner.travel.id, learner.travelWords)),
      },
    },
    {
      id: "page-unit",
      group: "page",
      label: "page /units/travel",
      ceiling: "ceil-page",
      request: { url: `${small.base}/units/travel`, headers: { cookie: learner.cookie } },
    },
    {
      id: "page-vocab",
      group: "page",
      label: "page /units/travel/vocabulary",
      ceiling: "ceil-page",
      request: { url: `${small.base}/units/travel/vocabulary`, headers: { cookie: learner.cookie } },
    },
    {
      id: "page-stats",
      group: "page",
      label: "page /statistics/words-writing/travel",
      ceiling: "ceil-page",
      request: { url: `${small.base}/statistics/words-writing/travel`, headers: { cookie: learner.cookie } },
    },
    {
      id: "large-results",
      group: "scale",
      label: "GET results/words-writing?unit= (large database)",
      twin: "api-results",
      request: { url: `${large.base}${largeResults}`, headers: { "x-session-token": largeLearner.token } },
    },
    {
      id: "large-stats",
      group: "scale",
      label: "page /statistics/words-writing/travel (large database)",
      twin: "page-stats",
      request: {
        url: `${large.base}/statistics/words-writing/travel`,
        headers: { cookie: largeLearner.cookie },
      },
    },
  ];
}

function serverOf(target, servers) {
  const origin = new URL(target.request.url).origin;
  return Object.values(servers).find((server) => server.base === origin);
}

async function sanityCheck(targets) {
  for (const target of targets) {
    const { url, method = "GET", headers, headerSets, body } = target.request;
    const response = await fetch(url, { method, headers: { ...headers, ...headerSets?.[0] }, body });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${target.label} answered ${response.status}`);
  }
}

/** Unmeasured 1 s runs of a target until its rate settles (SETTLE_RUNS). */
async function settle(target) {
  let previous = NaN;
  for (let run = 0; run < SETTLE_RUNS; run++) {
    const { rps } = await peak(target, 1);
    if (Math.abs(rps - previous) <= 0.05 * previous) return;
    previous = rps;
  }
}

/** Peak and half-rate runs of every target, in an order that rotates each round. */
async function runRounds(targets, servers) {
  say(`warm-up: ${targets.length} targets × ${WARMUP_SECONDS} s`);
  for (const target of targets) await peak(target, WARMUP_SECONDS);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const runs = {};
    const order = targets.map((_, index) => targets[(index + round * 3) % targets.length]);
    for (const target of order) {
      await settle(target);
      const cpuBefore = cpuSeconds(target.pid);
      const high = await peak(target, SECONDS);
      high.cpuMsPerRequest = ((cpuSeconds(target.pid) - cpuBefore) * 1000) / Math.max(1, high.requests);
      const bursts = await atRate(target, high.rps / 2, SECONDS);
      // The half-rate figure is of a steady half load, not of the full-speed runs' aftermath
      // (their backlog of garbage collected while the first paced requests wait).
      await sleep(1000);
      const half = await paced(target, high.rps / 2, SECONDS);
      runs[target.id] = { peak: high, bursts, half };
    }
    // Read once the servers have been idle for a moment (answers and garbage collection settled).
    await sleep(1500);
    const rss = Object.fromEntries(
      Object.entries(servers).map(([role, server]) => [role, treeRss(server.handle.pid)]),
    );
    // The small server's own reading: how much of its RSS is V8's heap, and how much of that in use.
    const memory = await (await fetch(`${servers.small.base}/bench/memory`)).json();
    rounds.push({ runs, rss, memory });
    say(`round ${round + 1}/${ROUNDS} done`);
  }
  return rounds;
}

/** Fresh databases (or data folders) for one driver, with a way to drop them. */
async function provision(kind) {
  if (kind === "pglite") {
    const dir = (name) => ({ PGLITE_DIR: path.join(WORK, "data", name) });
    return {
      small: dir("small"),
      large: dir("large"),
      bare: dir("bare"),
      scale: dir("scale"),
      drop: async () => {},
    };
  }
  const admin = postgres(PG_BASE, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`SELECT 1`;
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { skipped: `PostgreSQL at ${redact(PG_BASE)} is unreachable (${error.message})` };
  }
  const suffix = randomBytes(4).toString("hex");
  const names = {
    small: `practice_bench_${suffix}_small`,
    large: `practice_bench_${suffix}_large`,
    scale: `practice_bench_${suffix}_scale`,
  };
  try {
    for (const name of Object.values(names)) await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { skipped: `could not create a database on ${redact(PG_BASE)} (${error.message})` };
  }
  const [{ version }] = await admin`SELECT version()`;
  const url = (name) => {
    const parsed = new URL(PG_BASE);
    parsed.pathname = `/${name}`;
    return { DATABASE_URL: parsed.toString() };
  };
  return {
    version,
    small: url(names.small),
    large: url(names.large),
    scale: url(names.scale),
    bare: url(names.small),
    drop: async () => {
      for (const name of Object.values(names))
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * Each class of CLASS_SIZES on the small server: its learners registered and
 * signed in first, then the timed walk beside as many guests.
 */
async function benchClasses(server, title) {
  const actionId = submitActionId(APP);
  const classes = [];
  for (const size of CLASS_SIZES) {
    const signingIn = performance.now();
    const cookies = await signInClass(server.base, size);
    say(`${title}: ${size} learners signed in in ${((performance.now() - signingIn) / 1000).toFixed(0)} s`);
    classes.push(await classAtOnce(server.base, actionId, cookies));
  }
  return classes;
}

/** Peak rate of a read on a server: the median of three runs, after a warm-up. */
async function peakRate(request) {
  const target = { request };
  await peak(target, WARMUP_SECONDS);
  const rates = [];
  for (let run = 0; run < 3; run++) rates.push((await peak(target, SECONDS)).rps);
  return median(rates);
}

/**
 * What each cache earns, on the small database: servers with every cache,
 * without each one (UNCACHED), and with every cache again, one after the other
 * (a PGlite folder takes one server at a time), each started fresh after the
 * class of CLASS_SIZES[0] learners signed in on a server of its own. On each,
 * the peak rate of two signed-in reads (the vocabulary page, GET
 * units/{url}/words) and the class's walk.
 */
async function benchCaches(kind, database, title) {
  const size = CLASS_SIZES[0];
  if (!size) return null;
  const actionId = submitActionId(APP);
  const signing = await startNext(`${kind}-cache-sign-in`, database);
  const learners = {
    cookies: await signInClass(signing.base, size),
    token: await apiLogin(signing.base, "learner", PASSWORDS.learner),
  };
  await stop(signing.handle);
  const runs = [];
  for (const cache of CACHE_RUNS) {
    const uncached = cache ? { UNCACHED: cache } : {};
    const server = await startNext(`${kind}-cache-${runs.length}-${cache ?? "all"}`, {
      ...database,
      ...uncached,
    });
    try {
      const rates = {
        "vocabulary page": await peakRate({
          url: `${server.base}/units/travel/vocabulary`,
          headers: { cookie: learners.cookies[0] },
        }),
        "GET units/{url}/words": await peakRate({
          url: `${server.base}${API}/units/travel/words`,
          headers: { "x-session-token": learners.token },
        }),
      };
      runs.push({ cache, rates, class: await classAtOnce(server.base, actionId, learners.cookies) });
      say(`${title}: caches' A/B, ${cache ? `without ${cache}` : "every cache"} done`);
    } finally {
      await stop(server.handle);
    }
  }
  return judgeCaches(runs);
}

async function benchDatabase(kind, bareAppDir, { withFirstLoad }) {
  const title = kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  const databases = await provision(kind);
  if (databases.skipped) {
    say(`skipping ${title}: ${databases.skipped}`);
    return { title, skipped: databases.skipped };
  }
  try {
    say(`${title}: cold starts`);
    let small = await startNext(`${kind}-small`, databases.small);
    const cold = { fresh: small.coldMs, existing: [] };
    for (let run = 0; run < 3; run++) {
      await stop(small.handle);
      small = await startNext(`${kind}-small`, databases.small);
      cold.existing.push(small.coldMs);
    }
    say(`${title}: generating the large database`);
    const generateSeconds = await generateLarge(databases.large);
    const large = await startNext(`${kind}-large`, databases.large);
    cold.large = large.coldMs;
    const bare = await startBare(databases.bare);
    const bareNext = await startBareApp(bareAppDir, SERVER_CORES, path.join(LOGS, `${kind}-bare-app.log`));

    const learner = await prepareLearner(small);
    const largeLearner = await prepareLearner(large);
    const posterTokens = await registerPosters(small.base);
    const targets = defineTargets(small, large, bare, bareNext, learner, largeLearner, posterTokens);
    const servers = { small, large, bare, "bare-next": bareNext };
    for (const target of targets) target.pid = serverOf(target, servers).handle.pid;
    await sanityCheck(targets);
    const firstLoad = withFirstLoad ? await measureFirstLoad(small.base, learner.cookie, APP) : null;
    if (firstLoad) firstLoad.push(await measureFrameworkFloor(bareNext));

    const rounds = await runRounds(targets, servers);
    const rows = aggregate(targets, rounds);
    const rssByServer = Object.fromEntries(
      Object.keys(servers).map((name) => [name, rounds.map((round) => round.rss[name])]),
    );
    const memoryOfSmall = rounds.map((round) => round.memory);
    await Promise.all([stop(large.handle), stop(bare.handle), stop(bareNext.handle)]);
    const classes = await benchClasses(small, title);
    await stop(small.handle);
    const caches = await benchCaches(kind, databases.small, title);
    say(`${title}: generating and measuring the content-at-scale database`);
    const scale = SCALE ? await benchScale(kind, databases.scale) : null;
    const result = {
      title: `${title}${databases.version ? ` — ${databases.version.split(" on ")[0]}` : ""}`,
      rows,
      rssByServer,
      memoryOfSmall,
      cold,
      generateSeconds,
      firstLoad,
      scale,
      classes,
      caches,
    };
    result.verdicts = [
      ...verdicts({ kind, rows, cold, firstLoad, classes }),
      ...(caches ? cacheVerdicts(caches) : []),
    ];
    return result;
  } finally {
    await stopAll();
    await databases.drop();
  }
}

/**
 * BENCH_PROFILE: for each named target, a fresh server under `node --cpu-prof`
 * takes the target at its peak (3 s of warm-up, 10 s measured); the profile
 * written when it stops is summarized.
 */
async function profile() {
  const databases = await provision(DATABASES[0]);
  if (databases.skipped) throw new Error(databases.skipped);
  try {
    if (PROFILE.some((id) => id.startsWith("large-"))) await generateLarge(databases.large);
    const bare = await startBare(databases.bare);
    // The ceilings are the framework's, not ours to profile: their address is never asked.
    const bareNext = { base: "http://127.0.0.1:9" };
    for (const id of PROFILE) {
      const role = id.startsWith("large-") ? "large" : "small";
      const profileDir = path.join(WORK, "profiles", id);
      const server = await startNext(`profile-${id}`, databases[role], { profileDir });
      const learner = await prepareLearner(server);
      const posterTokens = await registerPosters(server.base);
      const target = defineTargets(server, server, bare, bareNext, learner, learner, posterTokens).find(
        (each) => each.id === id,
      );
      if (!target || target.group === "ceiling") throw new Error(`BENCH_PROFILE: no target ${id} to profile`);
      await peak(target, 3);
      const result = await peak(target, 10);
      await stop(server.handle);
      say(`${target.label}: ${result.rps.toFixed(0)} req/s under the profiler`);
      for (const line of summarizeProfile(profileDir, APP)) console.log(line);
    }
  } finally {
    await stopAll();
    await databases.drop();
  }
}

function machine(buildSeconds, bareBuildSeconds, postgresVersion) {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: `${cpus[0]?.model ?? "unknown"} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    next: JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version,
    postgresql: postgresVersion ?? "–",
    "load average at start (1/5/15 min)": loadAtStart.map((value) => value.toFixed(2)).join(" / "),
    "load average at end": os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" / "),
    pinning: HAS_TASKSET ? "servers on core 0, load generator on core 1 (taskset)" : "none (taskset missing)",
    "load generator": `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, warm-up ${WARMUP_SECONDS} s`,
    "next build": `${buildSeconds.toFixed(0)} s (bare Next.js app: ${bareBuildSeconds.toFixed(0)} s)`,
    "class at once": CLASS_SIZES.length > 0 ? `${CLASS_SIZES.join(" and ")} learners` : "none",
  };
}

const loadAtStart = os.loadavg();

async function main() {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopAll().finally(() => process.exit(130));
    });
  }
  say(`building a snapshot of ${SOURCE} in ${APP}`);
  const buildSeconds = await build();
  say(`built in ${buildSeconds.toFixed(0)} s`);
  if (ONLY_CLASS) return classOnly();
  if (PROFILE) return profile();
  if (ONLY_SCALE) return scaleOnly();
  const bareStarted = performance.now();
  const bareAppDir = await buildBareApp(
    path.join(APP, "scripts/bench/bare-app"),
    WORK,
    path.join(ROOT, "node_modules"),
    path.join(LOGS, "bare-app-build.log"),
  );
  const bareBuildSeconds = (performance.now() - bareStarted) / 1000;
  say(`built the bare Next.js app in ${bareBuildSeconds.toFixed(0)} s`);

  const results = [];
  for (const [index, kind] of DATABASES.entries()) {
    results.push(await benchDatabase(kind, bareAppDir, { withFirstLoad: index === 0 }));
  }
  const firstLoad = results.find((result) => result.firstLoad)?.firstLoad;
  const postgresResult = results.find((result) => result.title.startsWith("PostgreSQL"));
  const sections = [
    machineSection(machine(buildSeconds, bareBuildSeconds, postgresResult?.title.split(" — ")[1])),
  ];
  for (const result of results) {
    if (result.skipped) {
      sections.push(`### ${result.title}\n\nSkipped: ${result.skipped}.\n`);
      continue;
    }
    printDatabase(result);
    sections.push(databaseSection(result));
    if (result.scale) {
      console.table(
        result.scale.rows.map((row) => ({
          "page or call": row.label,
          kB: (row.bytes / 1000).toFixed(1),
          "p50 ms": row.ms.toFixed(1),
          "p99 ms": row.p99?.toFixed(1) ?? "–",
          met: row.met,
        })),
      );
      sections.push(scaleSection(result.scale.rows, result.scale.generateSeconds));
    }
  }
  if (firstLoad) {
    console.table(
      firstLoad.map((page) => ({
        page: page.path,
        "gzip kB": (page.bytes / 1000).toFixed(1),
        chunks: page.chunks.length,
      })),
    );
    sections.push(firstLoadSection(firstLoad));
  }
  writeDocument(DOCUMENT, sections.join("\n"), skeleton());
  say(`wrote ${DOCUMENT}`);
  const missed = results.flatMap((result) => [
    ...(result.verdicts ?? []).filter((verdict) => !verdict.met),
    ...(result.scale?.rows ?? []).filter((row) => !row.met),
  ]);
  say(missed.length === 0 ? "every target met" : `${missed.length} target(s) missed`);
}

/**
 * The BENCH_ONLY parts: `run(kind, databases, heading)` on each database of
 * DATABASES in turn, its servers stopped and its databases dropped after it.
 */
async function onEachDatabase(run) {
  for (const kind of DATABASES) {
    const databases = await provision(kind);
    if (databases.skipped) {
      say(`${kind}: skipped: ${databases.skipped}`);
      continue;
    }
    const heading = `\n=== ${kind}${databases.version ? ` — ${databases.version.split(" on ")[0]}` : ""} ===`;
    try {
      await run(kind, databases, heading);
    } finally {
      await stopAll();
      await databases.drop();
    }
  }
}

/** BENCH_ONLY=scale: the content-at-scale part alone on each database, printed, not written. */
async function scaleOnly() {
  const missed = [];
  await onEachDatabase(async (kind, databases, heading) => {
    say(`${kind}: generating and measuring the content-at-scale database`);
    const scale = await benchScale(kind, databases.scale);
    console.log(heading);
    console.log(scaleSection(scale.rows, scale.generateSeconds));
    missed.push(...scale.rows.filter((row) => !row.met));
  });
  say(missed.length === 0 ? "every target met" : `${missed.length} target(s) missed`);
}

/** Learners who take each step alone after a class of BENCH_ONLY=class, for its steps' costs. */
const COST_LEARNERS = 50;

/**
 * BENCH_ONLY=class: each class of CLASS_SIZES on each database, its learners
 * signed in on a server of their own (so a profile holds the walk alone), then
 * walked on a fresh one, and then each step's cost alone; printed, not written.
 */
async function classOnly() {
  const actionId = submitActionId(APP);
  const profiled = PROFILE?.includes("class") ?? false;
  await onEachDatabase(async (kind, databases, heading) => {
    for (const size of CLASS_SIZES) {
      const signing = await startNext(`${kind}-class-sign-in`, databases.small);
      const cookies = await signInClass(signing.base, size + COST_LEARNERS);
      await stop(signing.handle);
      const profileDir = profiled ? path.join(WORK, "profiles", `${kind}-class-${size}`) : undefined;
      const server = await startNext(`${kind}-class-${size}`, databases.small, { profileDir });
      const walked = await classAtOnce(server.base, actionId, cookies.slice(0, size));
      const costs = await stepCosts(server.base, actionId, cookies.slice(size), server.handle.pid);
      await stop(server.handle);
      console.log(heading);
      console.log(classSection([walked]));
      console.table(
        costs.map((cost) => ({
          "step, one request at a time": cost.label,
          "server CPU ms per request": cost.cpuMs.toFixed(1),
          "÷ guests'": cost.ratio.toFixed(2),
          failed: cost.failed,
        })),
      );
      if (profiled) for (const line of summarizeProfile(profileDir, APP)) console.log(line);
    }
  });
}

function skeleton() {
  return `# Performance\n\nGenerated by \`npm run bench\` (scripts/bench/bench.mjs).\n`;
}

try {
  await main();
} finally {
  await stopAll();
  if (!process.env.BENCH_KEEP) rmSync(WORK, { recursive: true, force: true });
  else say(`kept ${WORK}`);
}
