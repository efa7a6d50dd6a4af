import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testResults } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import type { TestTypeSlug } from "@/lib/domain/test-types";
import * as results from "@/lib/services/learning/results";
import { listResults, listUnitsWithResults } from "@/lib/services/learning/results";
import { listUnitSummaries } from "@/lib/services/content/units";
import { expectAppError, expectValidationError } from "../support/app-error";
import { makeWord } from "../support/factories";
import { logInAs, registerLearner } from "../support/principals";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import { createPhrase, createUnit, createWord, submitResult } from "../support/services";

let unit: UnitDto;
let words: WordDto[];
let phrases: PhraseDto[];

beforeAll(async () => {
  words = await Promise.all([
    createWord({ url: "r-apple", en: "apple", ru: "яблоко", transcription: "/ˈæpl/" }),
    createWord({ url: "r-pear", en: "pear", ru: "груша", transcription: "/peə/" }),
    createWord({ url: "r-ice-cream", en: "ice cream", ru: "мороженое", transcription: "/ˌaɪs ˈkriːm/" }),
  ]);
  phrases = await Promise.all(
    [
      { url: "r-fine", enQuestion: "I am fine", ru: "Я в порядке.", answers: ["I am fine.", "I'm fine."] },
      { url: "r-later", enQuestion: "See you later", ru: "Увидимся позже.", answers: ["See you later!"] },
    ].map((phrase) => createPhrase(phrase)),
  );
  unit = await createUnit({
    name: "Results",
    url: "results",
    words: words.map((word) => word.id),
    phrases: phrases.map((phrase) => phrase.id),
  });
});

type Answer = { questionId: number; answer: string };

const submit = (principal: Principal, testType: TestTypeSlug, answers: Answer[]) =>
  submitResult({ principal, testType, input: { unitId: unit.id, createdTs: 1, answers } });

describe("submitResult", () => {
  it("scores words-writing on the server: normalised answers, wrong ones and missing ones", async () => {
    const { principal } = await registerLearner();
    const [apple, pear, iceCream] = words as [WordDto, WordDto, WordDto];
    const before = Date.now();

    const saved = await submit(principal, "words-writing", [
      { questionId: pear.id, answer: "peach" },
      { questionId: apple.id, answer: "  APPLE. " },
    ]);

    expect(saved).toStrictEqual({
      id: expect.any(Number),
      createdTs: expect.any(Number),
      result: 1 / 3,
      answers: [
        { questionId: apple.id, en: "apple", ru: "яблоко", answer: "  APPLE. ", correct: true, typo: false },
        { questionId: pear.id, en: "pear", ru: "груша", answer: "peach", correct: false, typo: false },
        {
          questionId: iceCream.id,
          en: "ice cream",
          ru: "мороженое",
          answer: "",
          correct: false,
          typo: false,
        },
      ],
    });
    // The client said createdTs 1; the server's clock decides.
    expect(saved.createdTs).toBeGreaterThanOrEqual(before);
    expect(saved.createdTs).toBeLessThanOrEqual(Date.now());
    expect(await listResults({ principal, testType: "words-writing", unitId: unit.id })).toStrictEqual([
      saved,
    ]);
  });

  it("scores phrases against every accepted answer", async () => {
    const { principal } = await registerLearner();
    const [fine, later] = phrases as [PhraseDto, PhraseDto];

    const saved = await submit(principal, "phrases", [{ questionId: fine.id, answer: "i\u2019m   FINE !" }]);

    expect(saved).toStrictEqual({
      id: expect.any(Number),
      createdTs: expect.any(Number),
      result: 0.5,
      answers: [
        {
          id: fine.id,
          question: "Я в порядке.",
          answerOptions: ["I am fine.", "I'm fine."],
          answer: "i\u2019m   FINE !",
          correct: true,
          typo: false,
        },
        {
          id: later.id,
          question: "Увидимся позже.",
          answerOptions: ["See you later!"],
          answer: "",
          correct: false,
          typo: false,
        },
      ],
    });
    const all = await submit(principal, "phrases", [
      { questionId: later.id, answer: "see you later" },
      { questionId: fine.id, answer: "I am fine" },
    ]);
    expect(all.result).toBe(1);
    expect((await submit(principal, "phrases", [])).result).toBe(0);
  });

  it("rejects a question from outside the unit or answered twice, and stores nothing", async () => {
    const { principal } = await registerLearner();
    const [apple] = words as [WordDto];
    const foreign = (await makeWord()).id;

    await expectValidationError(submit(principal, "words-writing", [{ questionId: foreign, answer: "x" }]), {
      answers: `Question ${foreign} is not part of this unit`,
    });
    await expectValidationError(submit(principal, "phrases", [{ questionId: apple.id, answer: "apple" }]), {
      answers: `Question ${apple.id} is not part of this unit`,
    });
    await expectValidationError(
      submit(principal, "words-writing", [
        { questionId: apple.id, answer: "apple" },
        { questionId: apple.id, answer: "apple" },
      ]),
      { answers: `Question ${apple.id} is answered more than once` },
    );

    expect(await listResults({ principal, testType: "words-writing", unitId: unit.id })).toStrictEqual([]);
    expect(await listResults({ principal, testType: "phrases", unitId: unit.id })).toStrictEqual([]);
  });

  it("rejects unknown units, units without questions, unknown test types and malformed input", async () => {
    const { principal } = await registerLearner();
    const empty = await createUnit({ name: "Empty", url: "empty-unit" });
    const input = (unitId: number) => ({ unitId, createdTs: Date.now(), answers: [] });

    await expectValidationError(submitResult({ principal, testType: "phrases", input: input(999_999) }), {
      unitId: "Unit does not exist",
    });
    await expectValidationError(
      submitResult({ principal, testType: "words-writing", input: input(empty.id) }),
      {
        unitId: "This unit has no questions for this test",
      },
    );
    await expectAppError(
      results.submitResult({ principal, testType: "grammar", submission: input(unit.id) }),
      404,
      "Unknown type of test: grammar",
    );
    await expectValidationError(
      submitResult({ principal, testType: "phrases", input: { unitId: unit.id, createdTs: -5 } }),
      {
        createdTs: "createdTs must be a time in milliseconds",
        answers: "Answers must be a list",
      },
    );
  });
});

describe("listResults", () => {
  it("orders results by createdTs and keeps the test types apart", async () => {
    const { principal, userId } = await registerLearner();
    const db = await getDb();
    const stored = (createdTs: number, result: number) => ({
      userId,
      unitId: unit.id,
      testType: "words-writing",
      createdTs,
      result,
      answers: [],
    });
    // Inserted out of order, so the id order and the time order differ.
    await db.insert(testResults).values([stored(3_000, 0.3), stored(1_000, 0.1), stored(2_000, 0.2)]);
    const latest = await submit(principal, "words-writing", []);

    const listed = await listResults({ principal, testType: "words-writing", unitId: unit.id });

    expect(listed.map(({ createdTs, result }) => [createdTs, result])).toStrictEqual([
      [1_000, 0.1],
      [2_000, 0.2],
      [3_000, 0.3],
      [latest.createdTs, 0],
    ]);
    expect(listed[3]).toStrictEqual(latest);
    expect(await listResults({ principal, testType: "phrases", unitId: unit.id })).toStrictEqual([]);
    await expectAppError(listResults({ principal, testType: "spelling", unitId: unit.id }), 404);
  });

  it("lists a result as soon as it is stored", async () => {
    const { principal } = await registerLearner();
    const query = { principal, testType: "words-writing", unitId: unit.id };
    const first = await submit(principal, "words-writing", []);

    const once = await listResults(query);
    const second = await submit(principal, "words-writing", []);
    const after = await listResults(query);

    expect(once).toStrictEqual([first]);
    expect(after).toStrictEqual([first, second]);
  });

  it("lets a learner read only their own results, and an administrator anyone's", async () => {
    const learner = await registerLearner();
    const other = await registerLearner();
    const admin = await logInAs("admin");
    const saved = await submit(learner.principal, "words-writing", [
      { questionId: words[0]!.id, answer: "apple" },
    ]);
    const query = { testType: "words-writing", unitId: unit.id };

    expect(
      await listResults({ principal: learner.principal, ...query, login: learner.login.toUpperCase() }),
    ).toStrictEqual([saved]);
    await expectAppError(listResults({ principal: other.principal, ...query, login: learner.login }), 403);
    await expectAppError(listResults({ principal: learner.principal, ...query, login: "admin" }), 403);
    expect(await listResults({ principal: admin, ...query, login: learner.login })).toStrictEqual([saved]);
    expect(await listResults({ principal: admin, ...query, login: other.login })).toStrictEqual([]);
    await expectAppError(
      listResults({ principal: admin, ...query, login: "nobody" }),
      404,
      "User was not found",
    );
  });
});

describe("listUnitsWithResults", () => {
  it("lists every unit with the user's results of one test type", async () => {
    const learner = await registerLearner();
    const first = await submit(learner.principal, "words-writing", [
      { questionId: words[0]!.id, answer: "apple" },
    ]);
    const second = await submit(learner.principal, "words-writing", []);
    const phrasesResult = await submit(learner.principal, "phrases", []);
    const summaries = await listUnitSummaries();
    const withResults = (results: Record<number, Array<{ id: number; createdTs: number; result: number }>>) =>
      summaries.map((summary) => ({ ...summary, results: results[summary.id] ?? [] }));
    const summary = ({ id, createdTs, result }: { id: number; createdTs: number; result: number }) => ({
      id,
      createdTs,
      result,
    });

    expect(
      await listUnitsWithResults({ principal: learner.principal, testType: "words-writing" }),
    ).toStrictEqual(withResults({ [unit.id]: [summary(first), summary(second)] }));
    expect(await listUnitsWithResults({ principal: learner.principal, testType: "phrases" })).toStrictEqual(
      withResults({ [unit.id]: [summary(phrasesResult)] }),
    );
  });

  it("answers 403 for another user's units unless the caller is an administrator", async () => {
    const learner = await registerLearner();
    const saved = await submit(learner.principal, "phrases", []);
    const admin = await logInAs("admin");

    await expectAppError(
      listUnitsWithResults({ principal: learner.principal, testType: "phrases", login: "learner" }),
      403,
    );
    const seen = await listUnitsWithResults({ principal: admin, testType: "phrases", login: learner.login });
    expect(seen.find((listed) => listed.id === unit.id)?.results).toStrictEqual([
      { id: saved.id, createdTs: saved.createdTs, result: 0 },
    ]);
    expect(seen.filter((listed) => listed.results.length > 0)).toHaveLength(1);
  });
});
