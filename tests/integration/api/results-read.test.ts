import { beforeAll, describe, expect, it } from "vitest";
import { call, demoTokens, errorBody, registerLearner } from "../../support/api";
import { makeFilledUnit } from "../../support/factories";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto, UnitWithResults } from "@/lib/types/results";

const tokens = demoTokens("admin", "learner");
let unit: UnitDto;
let words: WordDto[];

beforeAll(async () => {
  ({ unit, words } = await makeFilledUnit({ words: 4, phrases: 1 }));
});

describe("GET results/{testType}", () => {
  it("answers the caller's results of a unit, oldest first", async () => {
    const learnerToken = (await registerLearner()).token;
    for (let index = 0; index < 3; index++) {
      const answers = words.slice(0, index + 1).map((word) => ({ questionId: word.id, answer: word.en }));
      const saved = await call("POST", "/results/words-writing", {
        token: learnerToken,
        body: { unitId: unit.id, createdTs: Date.now() - index * 1_000_000, answers },
      });
      expect(saved.status).toBe(201);
    }

    const response = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, {
      token: learnerToken,
    });

    expect(response.status).toBe(200);
    expect(response.body.map((result) => result.result)).toStrictEqual(
      [1, 2, 3].map((n) => n / words.length),
    );
    const times = response.body.map((result) => result.createdTs);
    expect(times).toStrictEqual([...times].sort((a, b) => a - b));
    expect(
      (await call("GET", `/results/phrases?unit=${unit.id}`, { token: learnerToken })).body,
    ).toStrictEqual([]);
  });

  it("answers the same JSON while the results stand, and the new result once one is submitted", async () => {
    const learner = await registerLearner();
    const submit = (answer: string) =>
      call<TestResultDto>("POST", "/results/words-writing", {
        token: learner.token,
        body: { unitId: unit.id, createdTs: Date.now(), answers: [{ questionId: words[0]!.id, answer }] },
      });
    const read = () =>
      call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, { token: learner.token });
    const first = (await submit(words[0]!.en)).body;

    const [once, again] = [await read(), await read()];
    const second = (await submit("wrong")).body;
    const after = await read();

    expect(once.headers.get("content-type")).toBe("application/json");
    expect(again.text).toBe(once.text);
    expect(once.body).toStrictEqual([first]);
    expect(after.body).toStrictEqual([first, second]);
  });

  it("another user's results: 403 for a learner, 200 for an admin", async () => {
    const owner = await registerLearner();
    const saved = await call<TestResultDto>("POST", "/results/words-writing", {
      token: owner.token,
      body: { unitId: unit.id, createdTs: Date.now(), answers: [] },
    });

    const asLearner = await call("GET", `/results/words-writing?unit=${unit.id}&login=${owner.login}`, {
      token: tokens.learner,
    });
    const asAdmin = await call("GET", `/results/words-writing?unit=${unit.id}&login=${owner.login}`, {
      token: tokens.admin,
    });
    const ownByLogin = await call("GET", `/results/words-writing?unit=${unit.id}&login=${owner.login}`, {
      token: owner.token,
    });

    expect(asLearner.status).toBe(403);
    expect(asLearner.body).toStrictEqual(
      errorBody(403, "Only administrators and the learner's teachers may read another user's results"),
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toStrictEqual([saved.body]);
    expect(ownByLogin.body).toStrictEqual([saved.body]);
    expect(
      (await call("GET", `/results/words-writing?unit=${unit.id}&login=nobody`, { token: tokens.admin }))
        .status,
    ).toBe(404);
  });

  it.each(["", "?unit=abc", "?unit=0", "?unit=1.5"])("answers 400 for the query %j", async (query) => {
    const response = await call("GET", `/results/words-writing${query}`, { token: tokens.learner });

    expect(response.status).toBe(400);
    expect(response.body).toStrictEqual(errorBody(400, /^Invalid query parameter unit: /));
  });
});

describe("GET users/{login}/units/{testType}", () => {
  it("answers every unit with that user's results of the test type, to the user and to admins", async () => {
    const owner = await registerLearner();
    const saved = await call<TestResultDto>("POST", "/results/words-writing", {
      token: owner.token,
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        answers: [{ questionId: words[0]!.id, answer: words[0]!.en }],
      },
    });
    const units = (await call<UnitDto[]>("GET", "/units")).body;
    const expected = units.map(({ id, name, url }) => ({
      id,
      name,
      url,
      results:
        id === unit.id
          ? [{ id: saved.body.id, createdTs: saved.body.createdTs, result: 1 / words.length }]
          : [],
    }));

    const own = await call<UnitWithResults[]>("GET", `/users/${owner.login}/units/words-writing`, {
      token: owner.token,
    });
    const asAdmin = await call("GET", `/users/${owner.login}/units/words-writing`, { token: tokens.admin });
    const phrases = await call<UnitWithResults[]>("GET", `/users/${owner.login}/units/phrases`, {
      token: owner.token,
    });

    expect(own.status).toBe(200);
    expect(own.body).toStrictEqual(expected);
    expect(asAdmin.body).toStrictEqual(expected);
    expect(phrases.body.every((entry) => entry.results.length === 0)).toBe(true);
  });

  it("answers 403 for another learner, 404 for an unknown test type or login, 401 for guests", async () => {
    expect((await call("GET", "/users/admin/units/words-writing", { token: tokens.learner })).status).toBe(
      403,
    );
    expect(
      (await call("GET", "/users/learner/units/speaking", { token: tokens.learner })).body,
    ).toStrictEqual(errorBody(404, "Unknown type of test: speaking"));
    expect((await call("GET", "/users/nobody/units/phrases", { token: tokens.admin })).body).toStrictEqual(
      errorBody(404, "User was not found"),
    );
    expect((await call("GET", "/users/learner/units/phrases")).status).toBe(401);
  });
});
