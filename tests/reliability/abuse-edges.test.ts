// Abuse at the edges of the API: an endpoint rule closing registration holds
// for the browser's next-auth form as for the REST call and its
// percent-encoded spellings; malformed percent-encoding under /api/auth is a
// 400, not a 500; every answer carries the security headers, and a server
// action body that is no argument list is a 400; production refuses to start without AUTH_SECRET; and a
// production seed creates no demo account nobody configured, printing no
// configured password.
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type App,
  browserSignIn,
  type ExitInfo,
  logIn,
  type PassDatabase,
  passDatabase,
  PASSWORDS,
  type Session,
  sleep,
  startApp,
  tempDir,
  uniqueLogin,
} from "./support/app";
import { API, call, describeOutcomes, isFailure, type Outcome, request } from "./support/http";
import { record } from "./support/report";

const EXIT_LIMIT_MS = 60_000;
let database: PassDatabase;
let app: App;
let admin: Session;
const extraApps: App[] = [];
const folders: string[] = [];

beforeAll(async () => {
  database = await passDatabase("edges");
  app = await startApp({ label: "edges", database: database.target });
  admin = await logIn(app.base, "admin", PASSWORDS.admin);
});

afterAll(async () => {
  for (const extra of extraApps) await extra.stop("SIGKILL");
  await app?.stop();
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const statusOf = (outcome: Outcome) => (isFailure(outcome) ? outcome.error : outcome.status);

/** GET /users/{login} as the administrator: 200 when the account exists, 404 when not. */
async function userStatus(base: string, token: string, login: string): Promise<number> {
  return (
    await call(base, `${API}/users/${encodeURIComponent(login)}`, { headers: { "x-session-token": token } })
  ).status;
}

function registration(login: string) {
  const password = "reliability-password";
  return { login, email: `${login}@example.com`, password, confirmPassword: password };
}

/** The message next-auth carried from `authorize` in the error of its answer's url. */
function signInError(reply: { json: unknown }): string {
  const url = (reply.json as { url?: unknown })?.url;
  if (typeof url !== "string") return "(no url)";
  const error = new URL(url, "http://localhost").searchParams.get("error");
  if (error === null) return "(no error)";
  try {
    return String((JSON.parse(error) as { message?: unknown }).message ?? error);
  } catch {
    return error;
  }
}

describe("abuse: edges of the API and of the start", () => {
  it("an endpoint rule POST /auth/register → [admin] closes the browser's registration and every REST spelling", async () => {
    // Control: before the rule, the same browser registration creates the account and signs in,
    // so the refusals below are the rule's doing.
    const openLogin = uniqueLogin("open");
    const open = await browserSignIn(app.base, { mode: "register", ...registration(openLogin) });
    const openCreated = await userStatus(app.base, admin.token, openLogin);

    const rule = await call(app.base, `${API}/endpoints`, {
      method: "POST",
      headers: { "x-session-token": admin.token },
      body: { adminPageUrl: "closed-registration", method: "POST", url: "/auth/register", scopes: ["admin"] },
    });
    expect(rule.status, rule.text).toBe(201);

    const browserLogin = uniqueLogin("closed");
    const browser = await browserSignIn(app.base, { mode: "register", ...registration(browserLogin) });
    const browserCreated = await userStatus(app.base, admin.token, browserLogin);
    const browserError = signInError(browser.reply);

    const spellings = ["/auth/register", "/auth/regist%65r", "/%61uth/register"];
    const rest: Array<{ path: string; login: string; outcome: Outcome; created: number }> = [];
    for (const spelling of spellings) {
      const login = uniqueLogin("rest");
      const outcome = await request(app.base, `${API}${spelling}`, {
        method: "POST",
        body: registration(login),
        headers: { "x-forwarded-for": `10.20.${rest.length}.1` },
      });
      rest.push({ path: spelling, login, outcome, created: await userStatus(app.base, admin.token, login) });
    }

    const restRefused = rest.every(({ outcome, created }) => statusOf(outcome) === 401 && created === 404);
    const controlOk = Boolean(open.session) && openCreated === 200;
    const browserRefused = !browser.session && browserCreated === 404;
    record(
      "5.12",
      "Abuse: endpoint rule POST /auth/register → [admin]: browser registration (next-auth callback, mode=register) and REST POST auth/register spellings, as a guest",
      `before the rule: browser registration ${open.reply.status}, session cookie ${open.session ? "set" : "none"}, account ${openCreated}; ` +
        `after: browser ${browser.reply.status} (“${browserError}”), session cookie ${browser.session ? "set" : "none"}, GET /users/{login} ${browserCreated}; ` +
        `REST ${rest.map(({ path: spelling, outcome, created }) => `${spelling} ${statusOf(outcome)} (account ${created})`).join(", ")}`,
      controlOk && browserRefused && restRefused,
    );
    expect(open.session, open.reply.text).toBeTruthy();
    expect(openCreated).toBe(200);
    expect(browser.session, browser.reply.text).toBeUndefined();
    expect(browserCreated).toBe(404);
    expect(browserError).toMatch(/Registration is closed/);
    expect(
      rest.map(({ path: spelling, outcome, created }) => [spelling, statusOf(outcome), created]),
    ).toEqual(spellings.map((spelling) => [spelling, 401, 404]));
  });

  it("malformed percent-encoding under /api/auth answers 400, not 500", async () => {
    const probes: Array<[string, string]> = [
      ["GET", "/api/auth/%zz"],
      ["GET", "/api/auth/callback/%C0%AF"],
      ["GET", "/api/auth/session%zz"],
      ["GET", "/api/auth/%ED%A0%80"],
      ["GET", "/api/auth/providers/%E0%A4%A"],
      ["POST", "/api/auth/callback/%C0%AF"],
      ["POST", "/api/auth/signout/%"],
    ];
    const outcomes: Outcome[] = [];
    for (const [method, probe] of probes) {
      outcomes.push(
        await request(app.base, probe, {
          method,
          raw: method === "POST" ? "csrfToken=x" : undefined,
          headers:
            method === "POST"
              ? { "content-type": "application/x-www-form-urlencoded", origin: app.base }
              : {},
        }),
      );
    }
    const contract = (outcome: Outcome) => {
      if (isFailure(outcome)) return false;
      const body = outcome.json as { statusCode?: unknown; message?: unknown; date?: unknown } | undefined;
      return body?.statusCode === 400 && typeof body.message === "string" && typeof body.date === "string";
    };
    const all400 = outcomes.every((outcome) => statusOf(outcome) === 400 && contract(outcome));
    record(
      "5.13",
      "Abuse: malformed percent-encoding under /api/auth (%zz, %C0%AF, lone surrogate, truncated)",
      `${probes.length} requests: ${describeOutcomes(outcomes)}; {statusCode, message, date} bodies ${outcomes.filter(contract).length}/${probes.length}`,
      all400,
    );
    expect(
      probes.map(([method, probe], index) => `${method} ${probe} ${statusOf(outcomes[index]!)}`),
    ).toEqual(probes.map(([method, probe]) => `${method} ${probe} 400`));
    expect(outcomes.filter(contract).length).toBe(probes.length);
  });

  it("every answer carries the security headers and one policy; an action body that is no list is 400", async () => {
    // Answers that parts of Next.js other than our pages and routes produce, or that the proxy's
    // matcher could leave out: static files, the image optimizer, redirects, 404s.
    const paths = [
      "/favicon.ico",
      "/favicon.ico.html",
      "/_next/image?url=%2Fnope.png&w=64&q=75",
      "/_next/image?url=https://evil.example/x.png&w=64&q=75",
      "/_next/static/nope.js",
      "/units/",
      `${API}/units/`,
      "/no-such-page",
      `${API}/nope`,
      "/%zz",
      "/login",
      "/robots.txt",
      "/api/auth/nope",
    ];
    const bare: string[] = [];
    for (const probe of paths) {
      const outcome = await request(app.base, probe);
      if (isFailure(outcome)) {
        bare.push(`${probe} ${outcome.error}`);
        continue;
      }
      const { headers } = outcome;
      const policy = String(headers["content-security-policy"] ?? "");
      // Node joins repeated headers with ", "; a policy itself has none, so a comma means two policies.
      const secured =
        headers["x-content-type-options"] === "nosniff" &&
        headers["x-frame-options"] === "DENY" &&
        policy.includes("frame-ancestors 'none'") &&
        !policy.includes(",");
      if (!secured) bare.push(`${probe} ${outcome.status}`);
    }
    const actionBodies = ["null", "42", '"text"', "{}", ""];
    const actions: Outcome[] = [];
    for (const raw of actionBodies) {
      actions.push(
        await request(app.base, "/", {
          method: "POST",
          raw,
          headers: {
            "next-action": "0".repeat(40),
            "content-type": "text/plain;charset=UTF-8",
            origin: app.base,
          },
        }),
      );
    }
    const refused = actions.filter(
      (outcome) =>
        !isFailure(outcome) &&
        outcome.status === 400 &&
        (outcome.json as { message?: unknown } | undefined)?.message ===
          "Server action arguments must be a list",
    ).length;
    record(
      "5.16",
      "Abuse: security headers on odd paths (static files, image optimizer errors, redirects, 404s) and server action bodies that are no argument list",
      `${paths.length} paths, ${paths.length - bare.length} with nosniff, X-Frame-Options DENY and one policy${bare.length ? ` (bare: ${bare.join("; ")})` : ""}; ${actionBodies.length} action bodies (null, 42, a string, {}, empty): ${describeOutcomes(actions)}, ${refused} refused with the contract's 400`,
      bare.length === 0 && refused === actionBodies.length,
    );
    expect(bare).toStrictEqual([]);
    expect(refused).toBe(actionBodies.length);
  });

  it("production without AUTH_SECRET (nor NEXTAUTH_SECRET) exits with code 1 and a line naming AUTH_SECRET", async () => {
    const folder = tempDir("no-secret");
    folders.push(folder);
    const dir = path.join(folder, "pglite");
    const started = Date.now();
    const server = await startApp({
      label: "no-secret",
      database: { kind: "pglite", dir },
      env: { AUTH_SECRET: undefined, NEXTAUTH_SECRET: undefined },
      noWait: true,
    });
    extraApps.push(server);
    // Knock while it starts: whatever answers must not be a working app (no 2xx).
    const knocks: Outcome[] = [];
    const exit = Promise.race([
      server.exited,
      sleep(EXIT_LIMIT_MS).then((): ExitInfo => ({ code: null, signal: null, at: Number.NaN })),
    ]);
    for (
      let knock = 0;
      server.isRunning() && Date.now() - started < EXIT_LIMIT_MS && knock < 2_000;
      knock++
    ) {
      const probe = knock % 2 === 0 ? `${API}/units` : "/api/auth/session";
      const outcome = await request(server.base, probe, { timeoutMs: 5_000 });
      if (!isFailure(outcome) || outcome.error !== "ECONNREFUSED") knocks.push(outcome);
      await sleep(25);
    }
    const exited = await exit;
    if (server.isRunning()) await server.stop("SIGKILL");
    const ms = Number.isNaN(exited.at) ? Number.NaN : exited.at - started;
    const lines = server.output().split("\n");
    const refusal = lines.find((line) => line.includes("AUTH_SECRET"))?.trim();
    const answered2xx = knocks.filter((outcome) => !isFailure(outcome) && outcome.status < 300).length;
    // Next.js prints "Ready" when it listens, before the app's start-up hook runs: reported, not judged.
    const readyPrinted = lines.some((line) => /\bReady\b/.test(line));
    record(
      "5.14",
      "Abuse: production start without AUTH_SECRET and NEXTAUTH_SECRET",
      `exit code ${exited.code} after ${ms} ms: “${refusal ?? "(no line naming AUTH_SECRET)"}”; ` +
        `requests while it started: ${knocks.length ? describeOutcomes(knocks) : "none connected"} (2xx ${answered2xx}); ` +
        `Next.js “Ready” line printed first: ${readyPrinted}; database folder created: ${existsSync(dir)}`,
      exited.code === 1 && refusal !== undefined && answered2xx === 0,
    );
    expect(exited.code, server.output().slice(-2000)).toBe(1);
    expect(refusal, server.output().slice(-2000)).toBeDefined();
    expect(answered2xx).toBe(0);
  });

  it("production seed with ADMIN_PASSWORD only: no editor or learner account, no configured password printed", async () => {
    const folder = tempDir("seed-admin-only");
    folders.push(folder);
    const adminPassword = `admin-${randomBytes(12).toString("hex")}`;
    const server = await startApp({
      label: "seed-admin-only",
      database: { kind: "pglite", dir: path.join(folder, "pglite") },
      env: { ADMIN_PASSWORD: adminPassword, EDITOR_PASSWORD: undefined, LEARNER_PASSWORD: undefined },
    });
    extraApps.push(server);
    const session = await logIn(server.base, "admin", adminPassword);
    const editor = await userStatus(server.base, session.token, "editor");
    const learner = await userStatus(server.base, session.token, "learner");
    // The seed's documented development passwords open nothing either.
    const editorLogin = await request(server.base, `${API}/auth/login`, {
      method: "POST",
      body: { login: "editor", password: PASSWORDS.editor },
      headers: { "x-forwarded-for": "10.30.0.1" },
    });
    await server.stop();
    const output = server.output();
    const adminShown = output.includes(adminPassword);
    // The file's main server was seeded with all three passwords configured: none of them is printed either.
    const configuredShown = Object.values(PASSWORDS).filter((password) => app.output().includes(password));
    const practiceLines = output.split("\n").filter((line) => line.includes("[practice]")).length;
    record(
      "5.15",
      "Abuse: production seed on a fresh PGlite folder with ADMIN_PASSWORD set, EDITOR_PASSWORD and LEARNER_PASSWORD unset",
      `admin login with the configured password ok; GET /users/editor ${editor}, /users/learner ${learner}; ` +
        `editor/practice-editor login ${statusOf(editorLogin)}; admin password in the output: ${adminShown} ` +
        `([practice] lines ${practiceLines}); configured passwords in the output of a server seeded with all three: ${configuredShown.length}`,
      editor === 404 &&
        learner === 404 &&
        statusOf(editorLogin) === 401 &&
        !adminShown &&
        configuredShown.length === 0,
    );
    expect(editor).toBe(404);
    expect(learner).toBe(404);
    expect(statusOf(editorLogin)).toBe(401);
    expect(adminShown).toBe(false);
    expect(configuredShown).toEqual([]);
  });
});
