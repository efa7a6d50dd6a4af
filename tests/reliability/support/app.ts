// Starts and stops production servers (server.mjs) of the copied build on
// loopback ports, each on a database of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import {
  API,
  call,
  isFailure,
  type Outcome,
  type Reply,
  request,
  type RequestOptions,
  sleep,
  waitFor,
} from "./http";

export const PASSWORDS = {
  admin: "practice-admin",
  editor: "practice-editor",
  learner: "practice-learner",
} as const;
const AUTH_SECRET = "reliability-secret-reliability-secret-0123456789";

/**
 * The per-learner volume limits (lib/env.ts), raised for the files that load
 * the app as one or two learners (1,000 results at once, an outage hammered
 * by 16 writers): they measure throughput and lost writes, not the limits,
 * which every other file meets at their defaults.
 */
export const LOAD_LIMITS = {
  RESULTS_PER_USER_PER_HOUR: "1000000",
  REVIEW_ANSWERS_PER_USER_PER_HOUR: "1000000",
} as const;

export type DatabaseTarget = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type App = {
  label: string;
  base: string;
  port: number;
  pid: number;
  child: ChildProcess;
  database: DatabaseTarget;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<ExitInfo>;
  isRunning: () => boolean;
  /** Sends a signal and waits (bounded) for the exit; SIGKILL when it does not come. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<ExitInfo & { ms: number }>;
};

const running = new Set<ChildProcess>();
// A crashed test must not leave servers behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function appDirectory(): string {
  return inject("reliabilityAppDir");
}

/** The database of the pass: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function passDriver(): "pglite" | "postgres" {
  return process.env.DATABASE_URL ? "postgres" : "pglite";
}

export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  if (preferred !== undefined) {
    for (let port = preferred; port < preferred + 50; port++) {
      if ((await tryPort(port)) !== null) return port;
    }
  }
  const port = await tryPort(0);
  if (port === null) throw new Error("No free port on 127.0.0.1");
  return port;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `practice-reliability-${prefix}-`));
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export type PassDatabase = { target: DatabaseTarget; label: string; drop: () => Promise<void> };

/**
 * A fresh database for one test file: a new PGlite folder, or a new database
 * on the PostgreSQL server of DATABASE_URL (named after it, dropped afterwards).
 */
export async function passDatabase(name: string): Promise<PassDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = path.join(tempDir(name), "pglite");
    return {
      target: { kind: "pglite", dir },
      label: "PGlite",
      drop: async () => rmSync(path.dirname(dir), { recursive: true, force: true }),
    };
  }
  const baseName = new URL(baseUrl).pathname.slice(1) || "practice";
  const database = `${baseName}_${name}_${randomBytes(4).toString("hex")}`.replace(/[^a-z0-9_]/gi, "_");
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    target: { kind: "postgres", url: withDatabaseName(baseUrl, database) },
    label: "PostgreSQL",
    drop: async () => {
      const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

export type StartOptions = {
  label: string;
  database: DatabaseTarget;
  port?: number;
  /** Overrides of the defaults below; `undefined` removes a variable (e.g. AUTH_SECRET). */
  env?: Record<string, string | undefined>;
  /** How long to wait for the API to answer (the first start migrates and seeds). */
  readyTimeoutMs?: number;
  /** Do not wait for readiness (for starts that are expected to fail). */
  noWait?: boolean;
};

export async function startApp(options: StartOptions): Promise<App> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET,
    NEXTAUTH_URL: base,
    ADMIN_PASSWORD: PASSWORDS.admin,
    EDITOR_PASSWORD: PASSWORDS.editor,
    LEARNER_PASSWORD: PASSWORDS.learner,
    // The suite plays the one reverse proxy in front of the app: the rightmost
    // X-Forwarded-For entry it sends is the client address, so a test can
    // simulate many clients from one loopback socket.
    TRUSTED_PROXY_HOPS: "1",
  };
  delete env.NEXTAUTH_SECRET;
  delete env.NEXT_MANUAL_SIG_HANDLE;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  if (options.database.kind === "pglite") {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = options.database.dir;
  } else {
    env.DATABASE_URL = options.database.url;
    delete env.PGLITE_DIR;
  }
  const cwd = appDirectory();
  const child = spawn(
    process.execPath,
    [path.join(cwd, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    { cwd, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(child);
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  let alive = true;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, signal) => {
      alive = false;
      running.delete(child);
      resolve({ code, signal, at: Date.now() });
    });
  });
  const app: App = {
    label: options.label,
    base,
    port,
    pid: child.pid!,
    child,
    database: options.database,
    output: () => output,
    exited,
    isRunning: () => alive,
    async stop(signal = "SIGTERM", timeoutMs = 20_000) {
      const started = Date.now();
      if (!alive) return { ...(await exited), ms: 0 };
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const info = await exited;
      clearTimeout(timer);
      return { ...info, ms: info.at - started };
    },
  };
  if (options.noWait) return app;
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  try {
    await waitFor(`${options.label} to answer on ${base}`, timeoutMs, async () => {
      if (!alive) throw new Error(`${options.label} exited during start-up:\n${output.slice(-3000)}`);
      const reply = await request(base, `${API}/units`, { timeoutMs: 10_000 });
      return !isFailure(reply) && reply.status === 200;
    });
  } catch (error) {
    await app.stop("SIGKILL");
    throw error;
  }
  return app;
}

export type Session = { login: string; password: string; token: string };

let counter = 0;
export function uniqueLogin(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString("hex")}`.slice(0, 32);
}

/** A distinct client address per caller, so one test's failures never lock out another's. */
export function clientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function logIn(base: string, login: string, password: string): Promise<Session> {
  const reply = await call(base, `${API}/auth/login`, {
    method: "POST",
    body: { login, password },
    headers: { "x-forwarded-for": clientAddress() },
  });
  const body = reply.json as { token?: string };
  if (reply.status !== 200 || !body?.token) {
    throw new Error(`login ${login} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
  return { login, password, token: body.token };
}

export async function registerLearner(base: string, prefix = "learner"): Promise<Session> {
  const login = uniqueLogin(prefix);
  const password = "reliability-password";
  const reply = await call(base, `${API}/auth/register`, {
    method: "POST",
    body: { login, email: `${login}@example.com`, password, confirmPassword: password },
    headers: { "x-forwarded-for": clientAddress() },
  });
  const body = reply.json as { token?: string };
  if (reply.status !== 201 || !body?.token) {
    throw new Error(`register ${login} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
  return { login, password, token: body.token };
}

type Word = { id: number; en: string; ru: string };
export type Unit = { id: number; url: string; name: string; words: number[]; phrases: number[] };

async function unitWithWords(base: string, key = "travel"): Promise<{ unit: Unit; words: Word[] }> {
  const unit = (await call(base, `${API}/units/${key}`)).json as Unit;
  const words = (await call(base, `${API}/units/${key}/words`)).json as Word[];
  return { unit, words };
}

/** A words-writing submission answering every word, the first `correct` of them rightly. */
function submission(unit: Unit, words: Word[], correct: number) {
  return {
    unitId: unit.id,
    createdTs: Date.now(),
    answers: words.map((word, index) => ({
      questionId: word.id,
      answer: index < correct ? word.en : `wrong ${index}`,
    })),
  };
}

type WordsWriter = {
  learner: Session;
  /** The travel unit and its words. */
  unit: Unit;
  words: Word[];
  /** Submits a words-writing result, the first `correct` answers right, for `unit` (the travel unit unless given). */
  submit: (correct: number, options?: RequestOptions & { unit?: Unit }) => Promise<Outcome>;
  /** The learner's results of the travel unit as GET /results/words-writing answers them on `base`. */
  stored: (base?: string) => Promise<Array<{ answers: unknown[] }>>;
};

/** A newly registered learner who takes the words-writing test of the travel unit. */
export async function wordsWriter(base: string, prefix: string): Promise<WordsWriter> {
  const learner = await registerLearner(base, prefix);
  const { unit, words } = await unitWithWords(base, "travel");
  const headers = { "x-session-token": learner.token };
  return {
    learner,
    unit,
    words,
    submit: (correct, { unit: answered = unit, ...options } = {}) =>
      request(base, `${API}/results/words-writing`, {
        method: "POST",
        body: submission(answered, words, correct),
        headers,
        ...options,
      }),
    stored: async (at = base) =>
      (await call(at, `${API}/results/words-writing?unit=${unit.id}`, { headers })).json as Array<{
        answers: unknown[];
      }>,
  };
}

export { sleep };

export type BrowserSignIn = {
  /** The answer of POST /api/auth/callback/credentials. */
  reply: Reply;
  /** The session cookie that answer set, if any. */
  session: string | undefined;
};

/**
 * Signs in the way the browser's form does (next-auth credentials with its
 * CSRF token): `fields` are the form's, e.g. `{ login, password }` or
 * `{ mode: "register", login, email, password, confirmPassword }`.
 */
export async function browserSignIn(base: string, fields: Record<string, string>): Promise<BrowserSignIn> {
  const jar = new Map<string, string>();
  const keep = (reply: { headers: Record<string, string | string[] | undefined> }) => {
    const setCookie = reply.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(";");
      const separator = pair!.indexOf("=");
      jar.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await call(base, "/api/auth/csrf");
  keep(csrf);
  const { csrfToken } = csrf.json as { csrfToken: string };
  const form = new URLSearchParams({ ...fields, csrfToken, json: "true" }).toString();
  const reply = await call(base, "/api/auth/callback/credentials", {
    method: "POST",
    raw: form,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookie(),
      origin: base,
      "x-forwarded-for": clientAddress(),
    },
  });
  // Only a cookie this answer set counts: the CSRF answer sets none of the session's.
  jar.clear();
  keep(reply);
  const session = jar.get("next-auth.session-token") ?? jar.get("__Secure-next-auth.session-token");
  return { reply, session };
}

/** Logs in the way the browser does; answers the Cookie header. */
export async function browserLogin(base: string, login: string, password: string): Promise<string> {
  const { reply, session } = await browserSignIn(base, { login, password });
  if (!session)
    throw new Error(`browser login of ${login} failed: ${reply.status} ${reply.text.slice(0, 200)}`);
  return `next-auth.session-token=${session}`;
}
