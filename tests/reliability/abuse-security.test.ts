// Abuse: forged `x-middleware-subrequest` headers and RSC / prefetch variants
// of the guarded pages and of the API never let a guest (or a learner) through;
// cookie-authenticated state changes from another origin are refused.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type App,
  browserLogin,
  logIn,
  type PassDatabase,
  passDatabase,
  PASSWORDS,
  registerLearner,
  type Session,
  startApp,
} from "./support/app";
import { API, call, describeOutcomes, isFailure, type Outcome, pool, request } from "./support/http";
import { record } from "./support/report";

let database: PassDatabase;
let app: App;
let admin: Session;
let secret: { scopeName: string; scopeValue: string; answer: string; phraseUrl: string; wordUrl: string };

beforeAll(async () => {
  database = await passDatabase("security");
  app = await startApp({ label: "security", database: database.target });
  admin = await logIn(app.base, "admin", PASSWORDS.admin);
  const tag = randomBytes(4).toString("hex");
  secret = {
    scopeName: `Secret scope ${tag}`,
    scopeValue: `secret-${tag}`,
    answer: `Secret answer ${tag}`,
    phraseUrl: `secret-phrase-${tag}`,
    wordUrl: `forgery-target-${tag}`,
  };
  const auth = { "x-session-token": admin.token };
  const writes = [
    call(app.base, `${API}/scopes`, {
      method: "POST",
      headers: auth,
      body: { name: secret.scopeName, value: secret.scopeValue, description: "" },
    }),
    call(app.base, `${API}/phrases`, {
      method: "POST",
      headers: auth,
      body: { url: secret.phraseUrl, enQuestion: "Where is it", ru: "Где это", answers: [secret.answer] },
    }),
    call(app.base, `${API}/words`, {
      method: "POST",
      headers: auth,
      body: { url: secret.wordUrl, en: "target", ru: "цель", transcription: "/ˈtɑːɡɪt/" },
    }),
  ];
  for (const reply of await Promise.all(writes)) {
    if (reply.status !== 201) throw new Error(`set-up write answered ${reply.status}: ${reply.text}`);
  }
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** A user's scope values, whether the API lists them as strings or as objects. */
function scopeValues(user: unknown): string[] {
  const scopes = (user as { scopes?: unknown[] })?.scopes ?? [];
  return scopes.map((scope) =>
    typeof scope === "string" ? scope : String((scope as { value?: unknown }).value),
  );
}

const FORGED = [
  null,
  "middleware",
  "proxy",
  "src/middleware",
  "src/proxy",
  "pages/_middleware",
  "middleware:middleware:middleware:middleware:middleware",
  "proxy:proxy:proxy:proxy:proxy",
  "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy",
  "middleware:middleware:middleware:middleware:middleware:middleware:middleware",
];

type Variant = { name: string; path: (path: string) => string; headers: Record<string, string> };
const TREE = encodeURIComponent(
  JSON.stringify(["", { children: ["administration", { children: ["__PAGE__", {}] }] }]),
);
const RSC_VARIANTS: Variant[] = [
  { name: "plain", path: (p) => p, headers: {} },
  { name: ".rsc", path: (p) => `${p}.rsc`, headers: {} },
  { name: "?_rsc=", path: (p) => `${p}${p.includes("?") ? "&" : "?"}_rsc=1x2y3`, headers: {} },
  { name: "RSC: 1", path: (p) => p, headers: { rsc: "1" } },
  { name: "RSC + prefetch", path: (p) => p, headers: { rsc: "1", "next-router-prefetch": "1" } },
  { name: "prefetch", path: (p) => p, headers: { "next-router-prefetch": "1" } },
  { name: "RSC + state tree", path: (p) => p, headers: { rsc: "1", "next-router-state-tree": TREE } },
];

describe("abuse: forged headers and RSC variants", () => {
  it("never give a guest the administration or a personal account, nor a 2xx from an admin call", async () => {
    const adminCookie = await browserLogin(app.base, "admin", PASSWORDS.admin);
    const learner = await registerLearner(app.base, "forgery");
    const markers = [
      "learner@example.com",
      "editor@example.com",
      "admin@example.com",
      `${learner.login}@example.com`,
      secret.scopeName,
      secret.answer,
    ];
    const pages = [
      "/administration",
      "/administration/users",
      "/administration/users/learner",
      "/administration/scopes",
      `/administration/scopes/${secret.scopeValue}`,
      "/administration/phrases",
      `/administration/phrases/${secret.phraseUrl}`,
      "/personal-account",
    ];
    // The markers are what an administrator sees on those pages.
    const seenByAdmin = new Set<string>();
    for (const page of pages) {
      const reply = await call(app.base, page, { headers: { cookie: adminCookie } });
      for (const marker of markers) if (reply.text.includes(marker)) seenByAdmin.add(marker);
    }
    const guestCookies: Array<[string, Record<string, string>]> = [
      ["no cookie", {}],
      ["forged cookie", { cookie: `next-auth.session-token=${randomBytes(24).toString("base64url")}` }],
      ["learner token", { "x-session-token": learner.token }],
    ];
    type Probe = {
      path: string;
      headers: Record<string, string>;
      method: string;
      body?: unknown;
      api: boolean;
    };
    const probes: Probe[] = [];
    for (const forged of FORGED) {
      const forgery: Record<string, string> = forged ? { "x-middleware-subrequest": forged } : {};
      for (const variant of RSC_VARIANTS) {
        for (const [, identity] of guestCookies.slice(0, 2)) {
          for (const page of pages) {
            probes.push({
              method: "GET",
              path: variant.path(page),
              headers: { ...forgery, ...variant.headers, ...identity },
              api: false,
            });
          }
        }
        for (const [, identity] of guestCookies) {
          const apiCalls: Array<[string, string, unknown?]> = [
            ["GET", `${API}/users`],
            ["GET", `${API}/users/learner`],
            ["GET", `${API}/scopes`],
            ["GET", `${API}/endpoints`],
            ["GET", `${API}/phrases`],
            [
              "POST",
              `${API}/words`,
              { url: `forged-${randomBytes(3).toString("hex")}`, en: "x", ru: "х", transcription: "/x/" },
            ],
            [
              "PUT",
              `${API}/users`,
              { login: "learner", email: "learner@example.com", scopes: ["admin", "user"] },
            ],
            ["DELETE", `${API}/words/${secret.wordUrl}`],
            ["PUT", `${API}/users/reset-password`, { login: "admin" }],
          ];
          for (const [method, path, body] of apiCalls) {
            const headers = { ...forgery, ...variant.headers, ...identity, origin: app.base };
            probes.push({
              method,
              path: variant.name === "?_rsc=" ? variant.path(path) : path,
              headers,
              body,
              api: true,
            });
          }
        }
      }
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes = await pool(8, probes.length, async (index) => {
      const probe = probes[index]!;
      let path = probe.path;
      let outcome: Outcome = { error: "not sent", startedAt: Date.now(), ms: 0 };
      // Next answers `RSC: 1` without `_rsc` with a redirect to the same path plus `_rsc`: follow it.
      for (let hop = 0; hop < 3; hop++) {
        outcome = await request(app.base, path, {
          method: probe.method,
          headers: probe.headers,
          body: probe.body,
          agent,
          timeoutMs: 60_000,
        });
        const location = isFailure(outcome) ? undefined : outcome.headers.location;
        if (!location || ![307, 308].includes((outcome as { status: number }).status)) break;
        const next = new URL(location, app.base);
        if (next.pathname !== new URL(path, app.base).pathname) break;
        path = `${next.pathname}${next.search}`;
      }
      return outcome;
    });
    agent.destroy();
    const bypasses: string[] = [];
    outcomes.forEach((outcome: Outcome, index) => {
      const probe = probes[index]!;
      const label = `${probe.method} ${probe.path} ${JSON.stringify(probe.headers).slice(0, 160)}`;
      if (isFailure(outcome)) {
        bypasses.push(`${label}: ${outcome.error}`);
        return;
      }
      const leaked = markers.filter((marker) => outcome.text.includes(marker));
      if (leaked.length > 0) bypasses.push(`${label}: ${outcome.status} shows ${leaked.join(", ")}`);
      if (probe.api && outcome.status >= 200 && outcome.status < 300)
        bypasses.push(`${label}: ${outcome.status}`);
      if (outcome.status >= 500) bypasses.push(`${label}: ${outcome.status}`);
    });
    // The target word of the DELETE probes is still there, the learner is no admin.
    const wordKept = (await call(app.base, `${API}/words`)).text.includes(secret.wordUrl);
    const learnerScopes = scopeValues(
      (await call(app.base, `${API}/users/learner`, { headers: { "x-session-token": admin.token } })).json,
    );
    const pageOutcomes = outcomes.filter((_, index) => !probes[index]!.api);
    const apiOutcomes = outcomes.filter((_, index) => probes[index]!.api);
    record(
      "5.3",
      "Abuse: x-middleware-subrequest forgery × RSC/prefetch variants of /administration, /personal-account (guest)",
      `${pageOutcomes.length} requests (${FORGED.length - 1} forged values + none, ${RSC_VARIANTS.length} variants, ` +
        `no/forged cookie; RSC redirects followed): ${describeOutcomes(pageOutcomes)}; ` +
        `markers the admin sees on those pages: ${seenByAdmin.size}/${markers.length}; ` +
        `bypasses ${bypasses.filter((line) => !line.includes(API)).length}`,
      bypasses.filter((line) => !line.includes(API)).length === 0 && seenByAdmin.size === markers.length,
    );
    record(
      "5.4",
      "Abuse: the same forgeries on admin API calls (guest, forged cookie, learner token)",
      `${apiOutcomes.length} requests: ${describeOutcomes(apiOutcomes)}; 2xx ${bypasses.filter((line) => line.includes(API)).length}; ` +
        `target word kept: ${wordKept}; learner scopes ${learnerScopes.join("+")}`,
      bypasses.filter((line) => line.includes(API)).length === 0 &&
        wordKept &&
        !learnerScopes.includes("admin"),
    );
    if (bypasses.length > 0) console.error(bypasses.slice(0, 20).join("\n"));
    expect(bypasses.slice(0, 20)).toEqual([]);
    expect(seenByAdmin.size).toBe(markers.length);
    expect(wordKept).toBe(true);
    expect(learnerScopes).not.toContain("admin");
  });

  it("refuses cookie-authenticated state changes from another origin (403)", async () => {
    const learner = await registerLearner(app.base, "csrf");
    const learnerCookie = await browserLogin(app.base, learner.login, learner.password);
    const adminCookie = await browserLogin(app.base, "admin", PASSWORDS.admin);
    const port = new URL(app.base).port;
    const origins: Array<[string, Record<string, string>]> = [
      ["Origin: http://evil.example", { origin: "http://evil.example" }],
      ["Origin: null", { origin: "null" }],
      [`Origin: http://127.0.0.1:${port}.evil.example`, { origin: `http://127.0.0.1:${port}.evil.example` }],
      ["no Origin, Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["no Origin at all", {}],
      ["Origin: evil + text/plain body", { origin: "http://evil.example", "content-type": "text/plain" }],
    ];
    const targets: Array<[string, string, string, unknown]> = [
      [
        adminCookie,
        "POST",
        `${API}/words`,
        { url: `csrf-${randomBytes(3).toString("hex")}`, en: "x", ru: "х", transcription: "/x/" },
      ],
      [
        adminCookie,
        "PUT",
        `${API}/users`,
        { login: learner.login, email: `${learner.login}@example.com`, scopes: ["admin", "user"] },
      ],
      [adminCookie, "DELETE", `${API}/words/${secret.wordUrl}`, undefined],
      [
        learnerCookie,
        "PUT",
        `${API}/auth/personal-account`,
        { login: learner.login, email: "attacker@evil.example" },
      ],
      [
        learnerCookie,
        "PUT",
        `${API}/auth/change-password`,
        { password: "attacker-password", confirmPassword: "attacker-password" },
      ],
      [
        learnerCookie,
        "POST",
        `${API}/results/words-writing`,
        { unitId: 1, createdTs: Date.now(), answers: [] },
      ],
      [learnerCookie, "POST", `${API}/auth/logout`, undefined],
    ];
    const wordsBefore = ((await call(app.base, `${API}/words`)).json as unknown[]).length;
    const attempts: Array<{ label: string; outcome: Outcome }> = [];
    for (const [originLabel, originHeaders] of origins) {
      for (const [cookie, method, path, body] of targets) {
        const outcome = await request(app.base, path, {
          method,
          headers: { cookie, ...originHeaders },
          body,
          timeoutMs: 30_000,
        });
        attempts.push({ label: `${originLabel} ${method} ${path}`, outcome });
      }
    }
    const refused = attempts.filter(({ outcome }) => !isFailure(outcome) && outcome.status === 403).length;
    // Control: the same cookie from the site itself is accepted, so the refusals are the origin's doing.
    const sameSite = await request(app.base, `${API}/auth/personal-account`, {
      method: "PUT",
      headers: { cookie: learnerCookie, origin: app.base },
      body: { login: learner.login, email: `${learner.login}@example.com` },
    });
    const stillSignedIn = await request(app.base, `${API}/auth/check`, {
      headers: { cookie: learnerCookie },
    });
    const wordsAfter = ((await call(app.base, `${API}/words`)).json as unknown[]).length;
    const learnerRow = (
      await call(app.base, `${API}/users/${learner.login}`, { headers: { "x-session-token": admin.token } })
    ).json as { email: string };
    const unchanged =
      wordsAfter === wordsBefore &&
      learnerRow.email === `${learner.login}@example.com` &&
      !scopeValues(learnerRow).includes("admin");
    const controlOk =
      !isFailure(sameSite) &&
      sameSite.status === 200 &&
      !isFailure(stillSignedIn) &&
      stillSignedIn.status === 200;
    record(
      "5.5",
      "Abuse: cross-origin cookie-authenticated POST/PUT/DELETE (cookie from /api/auth/callback/credentials)",
      `${refused}/${attempts.length} refused with 403 (${describeOutcomes(attempts.map((a) => a.outcome))}; ` +
        `${origins.length} origin variants × ${targets.length} calls); same-origin control ${isFailure(sameSite) ? sameSite.error : sameSite.status}; ` +
        `nothing changed: ${unchanged}`,
      refused === attempts.length && controlOk && unchanged,
    );
    expect(
      attempts
        .filter(({ outcome }) => isFailure(outcome) || outcome.status !== 403)
        .map(({ label, outcome }) => `${label}: ${isFailure(outcome) ? outcome.error : outcome.status}`),
    ).toEqual([]);
    expect(controlOk).toBe(true);
    expect(unchanged).toBe(true);
  });
});
