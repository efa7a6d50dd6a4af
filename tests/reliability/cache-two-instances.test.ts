// Caches: each instance answers content, endpoint rules and sessions from
// its own memory, checked against versions in the database. Two instances on
// one PostgreSQL: whatever one of them writes, the other's very next request
// answers with it. On the PGlite pass the two use a private PostgreSQL.
import { describe, expect, it } from "vitest";
import { logIn, PASSWORDS, registerLearner } from "./support/app";
import { API, call } from "./support/http";
import { sharedPostgresApps } from "./support/per-file";
import { record } from "./support/report";

const instances = sharedPostgresApps("caches");

type Check = { what: string; seen: boolean };

describe("caches across two instances of one PostgreSQL", () => {
  it("the next request on B sees what A wrote: edits, deletes, scopes, results, revocations", async () => {
    // Without a PostgreSQL of their own the suite must fail, not pass quietly.
    const { shared } = instances;
    if (typeof shared === "string") throw new Error(`two instances need a PostgreSQL: ${shared}`);
    const [a, b] = await Promise.all([
      instances.start("cache-a", shared.target),
      instances.start("cache-b", shared.target),
    ]);
    const adminA = (await logIn(a.base, "admin", PASSWORDS.admin)).token;
    const learner = await registerLearner(a.base, "cached");
    const asAdmin = { "x-session-token": adminA };
    const asLearner = { "x-session-token": learner.token };
    const checks: Check[] = [];
    const check = (what: string, seen: boolean) => checks.push({ what, seen });

    // B reads everything once, so its caches hold the state before each change.
    const words = (await call(b.base, `${API}/units/travel/words`)).json as Array<{ id: number; ru: string }>;
    await call(b.base, `${API}/auth/check`, { headers: asLearner });

    const word = words[0]!;
    const edited = await call(a.base, `${API}/words`, {
      method: "PUT",
      headers: asAdmin,
      body: { ...word, ru: "изменено на A" },
    });
    const afterEdit = (await call(b.base, `${API}/units/travel/words`)).json as typeof words;
    check(
      "a word edited on A, in its unit on B",
      edited.status === 200 && afterEdit[0]?.ru === "изменено на A",
    );

    const unit = await call(a.base, `${API}/units`, {
      method: "POST",
      headers: asAdmin,
      body: { name: "Two instances", url: "two-instances", words: [], phrases: [] },
    });
    check("a unit created on A, on B", (await call(b.base, `${API}/units/two-instances`)).status === 200);
    await call(a.base, `${API}/units/${(unit.json as { data: { id: number } }).data.id}`, {
      method: "DELETE",
      headers: asAdmin,
    });
    check(
      "the unit deleted on A, gone on B",
      (await call(b.base, `${API}/units/two-instances`)).status === 404,
    );

    const newWord = { url: "cache-scope", en: "scope", ru: "область", transcription: "/skəʊp/" };
    const before = await call(b.base, `${API}/words`, { method: "POST", headers: asLearner, body: newWord });
    await call(a.base, `${API}/users`, {
      method: "PUT",
      headers: asAdmin,
      body: { login: learner.login, email: `${learner.login}@example.com`, scopes: ["user", "editor"] },
    });
    const given = await call(b.base, `${API}/words`, { method: "POST", headers: asLearner, body: newWord });
    check("a scope given on A, used on B by the same session", before.status === 403 && given.status === 201);

    const rule = await call(a.base, `${API}/endpoints`, {
      method: "POST",
      headers: asAdmin,
      body: { adminPageUrl: "cache-rule", method: "GET", url: "/units/:key/words", scopes: ["admin"] },
    });
    const ruled = await call(b.base, `${API}/units/travel/words`);
    check("an endpoint rule added on A, applied on B", rule.status === 201 && ruled.status === 401);

    const travel = (await call(b.base, `${API}/units/travel`)).json as { id: number };
    const resultsOnB = async () =>
      (
        (await call(b.base, `${API}/results/words-writing?unit=${travel.id}`, { headers: asLearner }))
          .json as unknown[]
      ).length;
    const resultsBefore = await resultsOnB();
    const submitted = await call(a.base, `${API}/results/words-writing`, {
      method: "POST",
      headers: asLearner,
      body: { unitId: travel.id, createdTs: Date.now(), answers: [{ questionId: word.id, answer: "wrong" }] },
    });
    check(
      "a learner's result submitted on A, in the learner's results on B",
      submitted.status === 201 && (await resultsOnB()) === resultsBefore + 1,
    );

    await call(a.base, `${API}/auth/logout`, { method: "POST", headers: asLearner });
    const revoked = await call(b.base, `${API}/auth/check`, { headers: asLearner });
    check("a session ended on A, refused on B", revoked.status === 401);

    const missed = checks.filter((entry) => !entry.seen).map((entry) => entry.what);
    record(
      "6.1",
      `Caches: two instances on ${shared.label} — B's next request after each write on A`,
      `${checks.length - missed.length}/${checks.length} seen at once (${checks.map((entry) => entry.what).join("; ")})` +
        (missed.length > 0 ? `; missed: ${missed.join("; ")}` : ""),
      missed.length === 0,
    );
    expect(missed).toStrictEqual([]);
  });
});
