// Abuse: the login limiter's client address cannot be chosen by the client.
// With no trusted proxy (TRUSTED_PROXY_HOPS=0) it is the socket's peer,
// whatever X-Forwarded-For or x-practice-peer-address say; behind one
// trusted proxy (TRUSTED_PROXY_HOPS=1, the suite playing that proxy) it is the
// rightmost X-Forwarded-For entry, and what the client wrote left of it
// changes nothing. Either way 50 failed logins from one address close it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, type PassDatabase, passDatabase, startApp } from "./support/app";
import { API, describeOutcomes, isFailure, type Outcome, request } from "./support/http";
import { record } from "./support/report";

/** MAX_FAILURES_PER_ADDRESS of lib/services/access/rate-limit.ts. */
const PER_ADDRESS = 50;
const ADDRESS_LOCKED = "Too many failed login attempts from your address. Please try again in 15 minutes.";

const databases: PassDatabase[] = [];
let direct: App;
let proxied: App;

beforeAll(async () => {
  const [first, second] = await Promise.all([
    passDatabase("address-direct"),
    passDatabase("address-proxied"),
  ]);
  databases.push(first!, second!);
  [direct, proxied] = await Promise.all([
    startApp({ label: "address-direct", database: first!.target, env: { TRUSTED_PROXY_HOPS: "0" } }),
    startApp({ label: "address-proxied", database: second!.target, env: { TRUSTED_PROXY_HOPS: "1" } }),
  ]);
});

afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
  for (const database of databases) await database.drop();
});

const tag = randomBytes(3).toString("hex");
/**
 * A login nobody has, new on every call: its own per-login and per-client
 * buckets stay far from their limit of 10, so only the address bucket can
 * reach a limit.
 */
let ghosts = 0;
const ghost = () => `ghost-${tag}-${++ghosts}`;

function failedLogin(app: App, headers: Record<string, string>): Promise<Outcome> {
  return request(app.base, `${API}/auth/login`, {
    method: "POST",
    body: { login: ghost(), password: "not-the-password" },
    headers,
    timeoutMs: 60_000,
  });
}

const statusOf = (outcome: Outcome) => (isFailure(outcome) ? outcome.error : outcome.status);
const messageOf = (outcome: Outcome) =>
  isFailure(outcome) ? outcome.error : String((outcome.json as { message?: unknown })?.message);

/** Spoofed values of either header: addresses, words, lists, the loopback itself. */
function spoofed(index: number): string {
  const kinds = [
    `203.0.113.${index % 250}`,
    `spoof-${index}`,
    `198.51.100.${index % 250}, 192.0.2.${index % 250}`,
    `2001:db8::${index.toString(16)}`,
    `10.${index}.0.1`,
  ];
  return kinds[index % kinds.length]!;
}

describe("abuse: the client address of the login limiter", () => {
  it("TRUSTED_PROXY_HOPS=0: spoofed X-Forwarded-For and x-practice-peer-address neither split nor escape the address bucket", async () => {
    const failures: Outcome[] = [];
    for (let index = 0; index < PER_ADDRESS; index++) {
      failures.push(
        await failedLogin(direct, {
          "x-forwarded-for": spoofed(index),
          "x-practice-peer-address": spoofed(index + 1_000),
        }),
      );
    }
    // Yet another pair of spoofed values, then none at all: the same socket peer, so the same bucket.
    const next = await failedLogin(direct, {
      "x-forwarded-for": "192.0.2.77",
      "x-practice-peer-address": "192.0.2.78",
    });
    const plain = await failedLogin(direct, {});
    const all401 = failures.every((outcome) => statusOf(outcome) === 401);
    const locked = [next, plain].every(
      (outcome) => statusOf(outcome) === 429 && messageOf(outcome) === ADDRESS_LOCKED,
    );
    record(
      "5.10",
      "Abuse: client address with TRUSTED_PROXY_HOPS=0 — 50 failed logins (50 unknown logins), each with another spoofed X-Forwarded-For and x-practice-peer-address",
      `failures 1–50: ${describeOutcomes(failures)}; 51st with new spoofed values ${statusOf(next)} “${messageOf(next)}”; ` +
        `without those headers ${statusOf(plain)}`,
      all401 && locked,
    );
    expect(failures.map(statusOf)).toEqual(Array.from({ length: PER_ADDRESS }, () => 401));
    expect([statusOf(next), messageOf(next)]).toEqual([429, ADDRESS_LOCKED]);
    expect([statusOf(plain), messageOf(plain)]).toEqual([429, ADDRESS_LOCKED]);
  });

  it("TRUSTED_PROXY_HOPS=1: the rightmost X-Forwarded-For entry is the address; entries left of it change nothing", async () => {
    const address = "10.1.2.3";
    const failures: Outcome[] = [];
    for (let index = 0; index < PER_ADDRESS; index++) {
      failures.push(
        await failedLogin(proxied, {
          "x-forwarded-for": `${spoofed(index)}, ${address}`,
          "x-practice-peer-address": spoofed(index + 1_000),
        }),
      );
    }
    const sameClient = await failedLogin(proxied, {
      "x-forwarded-for": `spoof-${PER_ADDRESS + 1}, ${address}`,
      "x-practice-peer-address": "192.0.2.78",
    });
    // Another rightmost entry is another client, even one claiming the locked
    // address in every other place; a request with no X-Forwarded-For is the
    // proxy's own (its peer, 127.0.0.1).
    const otherClient = await failedLogin(proxied, {
      "x-forwarded-for": `${address}, 10.1.2.4`,
      "x-practice-peer-address": address,
    });
    const proxyItself = await failedLogin(proxied, {});
    const all401 = failures.every((outcome) => statusOf(outcome) === 401);
    const locked = statusOf(sameClient) === 429 && messageOf(sameClient) === ADDRESS_LOCKED;
    const othersOpen = statusOf(otherClient) === 401 && statusOf(proxyItself) === 401;
    record(
      "5.11",
      "Abuse: client address with TRUSTED_PROXY_HOPS=1 — 50 failed logins as `<spoofed>, 10.1.2.3` (spoofed x-practice-peer-address too)",
      `failures 1–50: ${describeOutcomes(failures)}; 51st (\`spoof-51, 10.1.2.3\`) ${statusOf(sameClient)} “${messageOf(sameClient)}”; ` +
        `\`10.1.2.3, 10.1.2.4\` with x-practice-peer-address 10.1.2.3: ${statusOf(otherClient)}; no X-Forwarded-For: ${statusOf(proxyItself)}`,
      all401 && locked && othersOpen,
    );
    expect(failures.map(statusOf)).toEqual(Array.from({ length: PER_ADDRESS }, () => 401));
    expect([statusOf(sameClient), messageOf(sameClient)]).toEqual([429, ADDRESS_LOCKED]);
    expect(statusOf(otherClient)).toBe(401);
    expect(statusOf(proxyItself)).toBe(401);
  });
});
