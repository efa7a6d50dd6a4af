// Load without lost writes: 1,000 concurrent result submissions, 50 parallel
// registrations of one login, 50 parallel edits of one unit's membership.
import http from "node:http";
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  LOAD_LIMITS,
  logIn,
  PASSWORDS,
  sleep,
  uniqueLogin,
  type Unit,
  wordsWriter,
} from "./support/app";
import {
  API,
  call,
  countBy,
  describeOutcomes,
  isFailure,
  type Outcome,
  percentile,
  request,
} from "./support/http";
import { appOnPassDatabase } from "./support/per-file";
import { record } from "./support/report";

// One learner submits 1,000 results at once: far past the per-learner limits of a real server.
const server = appOnPassDatabase("load", LOAD_LIMITS);

/** What the server logged of its unexpected errors (a 500 says no more), so a rare one can be traced. */
function unexpectedErrors(output: string): string {
  const at = output.indexOf("[api] unexpected error");
  return at < 0 ? "none logged" : output.slice(at, at + 1_500).replaceAll(/\s+/g, " ");
}

describe("load: nothing lost", () => {
  it("1,000 concurrent submissions: stored rows equal the 201 answers", async () => {
    const writer = await wordsWriter(server.app.base, "load");
    const { words } = writer;
    const total = 1000;
    // One socket per submission, all opened at once.
    const agent = new http.Agent({ keepAlive: false, maxSockets: total });
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        writer.submit(index % (words.length + 1), { agent, timeoutMs: 170_000 }),
      ),
    );
    const wallMs = Date.now() - started;
    agent.destroy();
    const created = outcomes.filter((outcome) => !isFailure(outcome) && outcome.status === 201).length;
    const stored = await writer.stored();
    const complete = stored.filter((row) => row.answers.length === words.length).length;
    const latencies = outcomes.map((outcome) => outcome.ms);
    const pass = created === stored.length && complete === stored.length && created === total;
    record(
      "1.1",
      "Load: 1,000 concurrent POST /results/words-writing — 201 answers vs stored rows",
      `${created} × 201 (${describeOutcomes(outcomes)}); ${stored.length} rows stored, ${complete} with all ` +
        `${words.length} answers; ${wallMs} ms wall, p50 ${percentile(latencies, 50)} ms, ` +
        `p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms` +
        (created === total ? "" : `; the server's errors: ${unexpectedErrors(server.app.output())}`),
      pass,
    );
    expect(stored.length).toBe(created);
    expect(complete).toBe(stored.length);
    expect(created).toBe(total);
  });

  it("50 parallel registrations of one login: exactly one 201", async () => {
    const login = uniqueLogin("same");
    const password = "reliability-password";
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        request(server.app.base, `${API}/auth/register`, {
          method: "POST",
          body: { login, email: `${login}.${index}@example.com`, password, confirmPassword: password },
          headers: { "x-forwarded-for": clientAddress() },
          timeoutMs: 120_000,
        }),
      ),
    );
    const statuses = countBy(outcomes, (outcome) =>
      isFailure(outcome) ? outcome.error : String(outcome.status),
    );
    const admin = await logIn(server.app.base, "admin", PASSWORDS.admin);
    const users = (
      await call(server.app.base, `${API}/users`, { headers: { "x-session-token": admin.token } })
    ).json as Array<{ login: string }>;
    const rows = users.filter((user) => user.login.toLowerCase() === login.toLowerCase()).length;
    const refusedProperly = outcomes.every(
      (outcome) => !isFailure(outcome) && [201, 422, 429].includes(outcome.status),
    );
    const pass = statuses["201"] === 1 && rows === 1 && refusedProperly;
    record(
      "1.2",
      "Load: 50 parallel POST /auth/register of one login",
      `${describeOutcomes(outcomes)}; ${rows} user row`,
      pass,
    );
    expect(statuses["201"]).toBe(1);
    expect(rows).toBe(1);
    expect(refusedProperly).toBe(true);
  });

  it("submissions racing the deletion of their unit: no 5xx, nothing left behind", async () => {
    const admin = await logIn(server.app.base, "admin", PASSWORDS.admin);
    const writer = await wordsWriter(server.app.base, "race");
    const { learner, words } = writer;
    const outcomes: Outcome[] = [];
    let deletes: Outcome[] = [];
    let rounds = 0;
    // A few rounds: the deletion has to land between a submission's checks and its insert.
    for (; rounds < 5; rounds++) {
      const created = await call(server.app.base, `${API}/units`, {
        method: "POST",
        headers: { "x-session-token": admin.token },
        body: {
          name: `Doomed ${rounds}`,
          url: `doomed-${rounds}`,
          words: words.map((word) => word.id),
          phrases: [],
        },
      });
      const unit = (created.json as { data: Unit }).data;
      let stored = 0;
      const submissions = Array.from({ length: 100 }, (_, index) =>
        writer.submit(index % words.length, { unit, timeoutMs: 120_000 }).then((outcome) => {
          if (!isFailure(outcome) && outcome.status === 201) stored += 1;
          return outcome;
        }),
      );
      // Delete once the first submissions are stored, while the others are under way.
      for (let waited = 0; stored < 1 + rounds * 5 && waited < 400; waited++) await sleep(25);
      deletes.push(
        await request(server.app.base, `${API}/units/${unit.id}`, {
          method: "DELETE",
          headers: { "x-session-token": admin.token },
        }),
      );
      outcomes.push(...(await Promise.all(submissions)));
    }
    deletes = deletes.filter((outcome) => isFailure(outcome) || outcome.status !== 200);
    const bad = outcomes.filter((outcome) => isFailure(outcome) || ![201, 422].includes(outcome.status));
    // Whatever was stored went with its unit: the learner (who answered only
    // those units) has no result left anywhere.
    const leftovers = (
      (
        await call(server.app.base, `${API}/users/${learner.login}/units/words-writing`, {
          headers: { "x-session-token": learner.token },
        })
      ).json as Array<{ results: unknown[] }>
    ).reduce((sum, unit) => sum + unit.results.length, 0);
    record(
      "1.4",
      "Load: 5 × 100 submissions racing DELETE of their unit",
      `${describeOutcomes(outcomes)}; unit deletes not 200: ${deletes.length}; results of the learner left anywhere: ${leftovers}`,
      bad.length === 0 && deletes.length === 0 && leftovers === 0,
    );
    expect(
      bad.map((outcome) =>
        isFailure(outcome) ? outcome.error : `${outcome.status} ${outcome.text.slice(0, 200)}`,
      ),
    ).toEqual([]);
    expect(deletes).toEqual([]);
    expect(leftovers).toBe(0);
  });

  it("50 parallel PUT /units of one unit: the final membership is one submitted list, complete", async () => {
    const admin = await logIn(server.app.base, "admin", PASSWORDS.admin);
    const auth = { "x-session-token": admin.token };
    const allWords = ((await call(server.app.base, `${API}/words`)).json as Array<{ id: number }>).map(
      (w) => w.id,
    );
    const allPhrases = (
      (await call(server.app.base, `${API}/phrases`, { headers: auth })).json as Array<{ id: number }>
    ).map((p) => p.id);
    const created = await call(server.app.base, `${API}/units`, {
      method: "POST",
      headers: auth,
      body: { name: "Concurrent edits", url: "concurrent-edits", words: [], phrases: [] },
    });
    expect(created.status).toBe(201);
    const unitId = (created.json as { data: { id: number } }).data.id;
    // Every list differs from the others in length, members and order.
    const lists = Array.from({ length: 50 }, (_, index) => {
      const rotate = <T>(items: T[], by: number) => [...items.slice(by), ...items.slice(0, by)];
      return {
        words: rotate(allWords, index % allWords.length).slice(0, 5 + (index % 20)),
        phrases: rotate(allPhrases, (index * 7) % allPhrases.length).slice(0, 1 + (index % 10)),
      };
    });
    const outcomes = await Promise.all(
      lists.map((list, index) =>
        request(server.app.base, `${API}/units`, {
          method: "PUT",
          headers: auth,
          body: { id: unitId, name: `Concurrent edits ${index}`, url: "concurrent-edits", ...list },
          timeoutMs: 120_000,
        }),
      ),
    );
    const final = (await call(server.app.base, `${API}/units/${unitId}`)).json as {
      name: string;
      words: number[];
      phrases: number[];
    };
    const finalWords = (await call(server.app.base, `${API}/units/${unitId}/words`)).json as Array<{
      id: number;
    }>;
    const winner = lists.findIndex(
      (list) =>
        JSON.stringify(list.words) === JSON.stringify(final.words) &&
        JSON.stringify(list.phrases) === JSON.stringify(final.phrases),
    );
    const all200 = outcomes.every((outcome) => !isFailure(outcome) && outcome.status === 200);
    const nameMatches = final.name === `Concurrent edits ${winner}`;
    const pass = winner >= 0 && all200 && nameMatches && finalWords.length === final.words.length;
    record(
      "1.3",
      "Load: 50 parallel PUT /units (different word and phrase lists) of one unit",
      `${describeOutcomes(outcomes)}; final membership = submitted list #${winner} ` +
        `(${final.words.length} words, ${final.phrases.length} phrases, name ${nameMatches ? "from the same save" : "MIXED"})`,
      pass,
    );
    expect(all200).toBe(true);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(nameMatches).toBe(true);
    expect(finalWords.length).toBe(final.words.length);
  });
});
