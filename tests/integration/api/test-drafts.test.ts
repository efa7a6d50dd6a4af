// Rounds and unfinished tests: POST results with questionIds, and GET/PUT/DELETE results/{type}/draft.
import { describe, expect, it } from "vitest";
import type { TestDraftDto, TestResultDto } from "@/lib/types/results";
import { call, errorBody, registerLearner, validationBody } from "../../support/api";
import { makeFilledUnit, typedAnswers } from "../../support/factories";

const draftOf = (token: string, unitId: number, type = "words-writing") =>
  call<TestDraftDto>("GET", `/results/${type}/draft?unit=${unitId}`, { token });
const keep = (token: string, body: unknown, type = "words-writing") =>
  call<TestDraftDto>("PUT", `/results/${type}/draft`, { token, body });

describe("an unfinished test", () => {
  it("is kept per unit and type, replaced by the next, read back, and dropped when the test is submitted", async () => {
    const learner = await registerLearner("draft");
    const { unit, words } = await makeFilledUnit({ words: 3, phrases: 1 });
    const [first, second, third] = words as [(typeof words)[0], (typeof words)[0], (typeof words)[0]];
    expect((await draftOf(learner.token, unit.id)).body).toStrictEqual(
      errorBody(404, "There is no unfinished test of this unit"),
    );

    const questionIds = [third.id, first.id, second.id];
    const kept = await keep(learner.token, {
      unitId: unit.id,
      questionIds,
      answers: [third.en, null, null],
      position: 2,
    });
    expect(kept.status).toBe(200);
    const replaced = await keep(learner.token, {
      unitId: unit.id,
      questionIds,
      answers: [third.en, "wrong", null],
      position: 3,
    });
    expect(replaced.body).toMatchObject({
      unitId: unit.id,
      questionIds,
      answers: [third.en, "wrong", null],
      position: 3,
    });
    const read = await draftOf(learner.token, unit.id);
    expect(read.status).toBe(200);
    expect(read.body).toStrictEqual(replaced.body);
    // The save of the first answer arriving late changes nothing: the reply is the test as kept.
    const late = await keep(learner.token, {
      unitId: unit.id,
      questionIds,
      answers: [third.en, null, null],
      position: 2,
    });
    expect(late.status).toBe(200);
    expect(late.body).toStrictEqual(replaced.body);
    expect((await draftOf(learner.token, unit.id)).body).toStrictEqual(replaced.body);
    // Another round of the same unit and type replaces it, whatever it holds.
    const anotherRound = {
      unitId: unit.id,
      questionIds: [first.id, second.id],
      answers: [null, null],
      position: 1,
    };
    expect((await keep(learner.token, anotherRound)).body).toMatchObject(anotherRound);
    await keep(learner.token, {
      unitId: unit.id,
      questionIds,
      answers: [third.en, "wrong", null],
      position: 3,
    });
    // Another type of the same unit is another test; another learner sees none of it.
    expect((await draftOf(learner.token, unit.id, "phrases")).status).toBe(404);
    const other = await registerLearner("draft");
    expect((await draftOf(other.token, unit.id)).status).toBe(404);

    const submitted = await call<TestResultDto>("POST", "/results/words-writing", {
      token: learner.token,
      body: { unitId: unit.id, createdTs: Date.now(), answers: typedAnswers([first, first.en]) },
    });
    expect(submitted.status).toBe(201);
    expect((await draftOf(learner.token, unit.id)).status).toBe(404);
  });

  it("is dropped on request, and refuses guests, unknown questions and answers that do not match the questions", async () => {
    const learner = await registerLearner("draft");
    const { unit, words } = await makeFilledUnit({ words: 2, phrases: 0 });
    const [first] = words as [(typeof words)[0]];
    const body = { unitId: unit.id, questionIds: [first.id], answers: [null], position: 1 };

    expect((await call("PUT", "/results/words-writing/draft", { body })).status).toBe(401);
    expect((await call("GET", `/results/words-writing/draft?unit=${unit.id}`)).status).toBe(401);
    expect((await keep(learner.token, body, "no-such-type")).status).toBe(404);

    const stranger = await keep(learner.token, { ...body, questionIds: [first.id + 100_000] });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toStrictEqual(
      validationBody({ questionIds: `Question ${first.id + 100_000} is not part of this unit` }),
    );
    const mismatched = await keep(learner.token, { ...body, answers: [null, "x"], position: 2 });
    expect(mismatched.status).toBe(422);
    expect(mismatched.body).toStrictEqual(
      validationBody({
        answers: "Give one answer or null per question",
        position: "position is past the last question",
      }),
    );
    const noUnit = await keep(learner.token, { ...body, unitId: 99_999_999 });
    expect(noUnit.status).toBe(422);

    expect((await keep(learner.token, body)).status).toBe(200);
    const dropped = await call("DELETE", `/results/words-writing/draft?unit=${unit.id}`, {
      token: learner.token,
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body).toStrictEqual({ deleted: true });
    expect((await draftOf(learner.token, unit.id)).status).toBe(404);
  });
});

describe("a round of a test", () => {
  it("is scored over the questions it asked, and refuses an answer to a question it did not ask", async () => {
    const learner = await registerLearner("round");
    const { unit, words } = await makeFilledUnit({ words: 4, phrases: 0 });
    const [first, second, third] = words as [(typeof words)[0], (typeof words)[0], (typeof words)[0]];
    const submit = (body: object) =>
      call<TestResultDto>("POST", "/results/words-writing", {
        token: learner.token,
        body: { unitId: unit.id, createdTs: Date.now(), ...body },
      });

    const round = await submit({
      questionIds: [second.id, first.id],
      answers: typedAnswers([first, first.en], [second, "nope"]),
    });
    expect(round.status).toBe(201);
    expect(round.body.result).toBe(0.5);
    expect(round.body.answers.map((answer) => "questionId" in answer && answer.questionId)).toStrictEqual([
      first.id,
      second.id,
    ]);

    const outside = await submit({ questionIds: [first.id], answers: typedAnswers([third, third.en]) });
    expect(outside.status).toBe(422);
    expect(outside.body).toStrictEqual(
      validationBody({ answers: `Question ${third.id} was not asked in this round` }),
    );
    const empty = await submit({ questionIds: [], answers: [] });
    expect(empty.status).toBe(422);
    expect(empty.body).toStrictEqual(validationBody({ questionIds: "A round asks at least one question" }));

    // A guest's round is scored the same way, and stored nowhere.
    const guest = await call<{ result: number }>("POST", "/results/words-writing/score", {
      body: {
        unitId: unit.id,
        createdTs: Date.now(),
        questionIds: [third.id],
        answers: typedAnswers([third, third.en]),
      },
    });
    expect(guest.status).toBe(200);
    expect(guest.body.result).toBe(1);
  });
});
