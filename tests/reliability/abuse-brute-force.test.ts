// Abuse: login brute force. After 10 failures a login answers 429 (even with
// the right password); the lock is shared by two app instances on one
// PostgreSQL and survives a restart of both; parallel guessing gets no more
// than 10 tries. On the PGlite pass the two instances use a private
// PostgreSQL, and one PGlite instance shows the lock surviving a restart.
import { describe, expect, it } from "vitest";
import { type App, clientAddress, passDatabase, passDriver, registerLearner } from "./support/app";
import { API, countBy, describeOutcomes, isFailure, type Outcome, request } from "./support/http";
import { sharedPostgresApps } from "./support/per-file";
import { record } from "./support/report";

const LIMIT = 10;
const instances = sharedPostgresApps("bruteforce");
const { start } = instances;

function attempt(app: App, login: string, password: string, address: string): Promise<Outcome> {
  return request(app.base, `${API}/auth/login`, {
    method: "POST",
    body: { login, password },
    headers: { "x-forwarded-for": address },
    timeoutMs: 60_000,
  });
}

const statusOf = (outcome: Outcome) => (isFailure(outcome) ? outcome.error : outcome.status);

describe("abuse: login brute force", () => {
  it("locks a login after 10 failures on both instances of one PostgreSQL, also after a restart", async () => {
    // These faults need a PostgreSQL of their own; without one the suite must fail, not pass quietly.
    const { shared } = instances;
    if (typeof shared === "string")
      throw new Error(`two-instance brute-force test needs a PostgreSQL: ${shared}`);
    const sharedTarget = shared.target;
    let [a, b] = await Promise.all([start("brute-a", sharedTarget), start("brute-b", sharedTarget)]);
    const victim = await registerLearner(a!.base, "victim");
    const bystander = await registerLearner(b!.base, "bystander");
    const attacker = clientAddress();
    const failures: Outcome[] = [];
    for (let index = 0; index < LIMIT; index++) {
      failures.push(await attempt(index % 2 === 0 ? a! : b!, victim.login, `wrong-${index}`, attacker));
    }
    const afterLimit = [
      await attempt(a!, victim.login, "wrong-again", attacker),
      await attempt(b!, victim.login, "wrong-again", attacker),
      await attempt(a!, victim.login, victim.password, attacker),
      await attempt(b!, victim.login, victim.password, clientAddress()),
    ];
    const bystanderIn = await attempt(b!, bystander.login, bystander.password, attacker);

    // Both instances restart (SIGTERM, then a new process each).
    const stops = await Promise.all([a!.stop(), b!.stop()]);
    [a, b] = await Promise.all([start("brute-a2", sharedTarget), start("brute-b2", sharedTarget)]);
    const afterRestart = [
      await attempt(a!, victim.login, victim.password, clientAddress()),
      await attempt(b!, victim.login, victim.password, clientAddress()),
    ];

    const all401 = failures.every((outcome) => statusOf(outcome) === 401);
    const locked = afterLimit.every((outcome) => statusOf(outcome) === 429);
    const stillLocked = afterRestart.every((outcome) => statusOf(outcome) === 429);
    const database = shared.label;
    record(
      "5.6",
      `Abuse: brute force on two instances sharing ${database} — 10 wrong passwords alternating A/B`,
      `attempts 1–10: ${describeOutcomes(failures)}; attempt 11 on A ${statusOf(afterLimit[0]!)}, on B ${statusOf(afterLimit[1]!)}; ` +
        `right password on A ${statusOf(afterLimit[2]!)}, on B ${statusOf(afterLimit[3]!)}; ` +
        `another login from the same address ${statusOf(bystanderIn)}`,
      all401 && locked && statusOf(bystanderIn) === 200,
    );
    record(
      "5.7",
      "Abuse: brute-force lock kept across a restart of both instances",
      `exit codes ${stops.map((stop) => stop.code).join(", ")}; right password after restart: A ${statusOf(afterRestart[0]!)}, ` +
        `B ${statusOf(afterRestart[1]!)}`,
      stillLocked,
    );

    // Parallel guessing: 40 wrong passwords at once, split over both instances.
    const target = await registerLearner(a!.base, "parallel");
    const parallel = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        attempt(index % 2 === 0 ? a! : b!, target.login, `guess-${index}`, clientAddress()),
      ),
    );
    const tried = parallel.filter((outcome) => statusOf(outcome) === 401).length;
    const refused = parallel.filter((outcome) => statusOf(outcome) === 429).length;
    record(
      "5.8",
      "Abuse: 40 parallel wrong passwords for one login over both instances — passwords actually tried",
      `${tried} tried (401), ${refused} refused (429) — ${describeOutcomes(parallel)}`,
      tried <= LIMIT && tried + refused === parallel.length,
    );

    expect(countBy(failures, (outcome) => String(statusOf(outcome)))).toEqual({ "401": LIMIT });
    expect(afterLimit.map(statusOf)).toEqual([429, 429, 429, 429]);
    expect(statusOf(bystanderIn)).toBe(200);
    expect(afterRestart.map(statusOf)).toEqual([429, 429]);
    expect(tried).toBeLessThanOrEqual(LIMIT);
    expect(tried + refused).toBe(parallel.length);
  });

  // The PostgreSQL pass shows the same across two instances above; this one restarts the PGlite app.
  if (passDriver() === "pglite") {
    it("PGlite: the lock survives a restart of the app", async () => {
      const database = await passDatabase("bruteforce-pglite");
      const target = database.target;
      let app = await start("brute-pglite", target);
      const victim = await registerLearner(app.base, "victim");
      const attacker = clientAddress();
      const failures: Outcome[] = [];
      for (let index = 0; index < LIMIT; index++)
        failures.push(await attempt(app, victim.login, `wrong-${index}`, attacker));
      const locked = await attempt(app, victim.login, victim.password, attacker);
      const stop = await app.stop();
      app = await start("brute-pglite-2", target);
      const afterRestart = await attempt(app, victim.login, victim.password, clientAddress());
      await app.stop();
      await database.drop();
      record(
        "5.9",
        "Abuse: brute force on PGlite — 10 wrong passwords, then the right one, before and after a restart",
        `attempts 1–10: ${describeOutcomes(failures)}; right password ${statusOf(locked)}; restart (exit ${stop.code}); ` +
          `right password after restart ${statusOf(afterRestart)}`,
        failures.every((outcome) => statusOf(outcome) === 401) &&
          statusOf(locked) === 429 &&
          statusOf(afterRestart) === 429,
      );
      expect(failures.map(statusOf)).toEqual(Array.from({ length: LIMIT }, () => 401));
      expect(statusOf(locked)).toBe(429);
      expect(statusOf(afterRestart)).toBe(429);
    });
  }
});
