import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testResults } from "@/db/schema";
import { findUnitWithResults, listResultSummaries, listResults } from "@/lib/services/learning/results";
import { call } from "../support/api";
import { makeFilledUnit, typedAnswers } from "../support/factories";
import { registerLearner } from "../support/principals";
import type { UnitDto, WordDto } from "@/lib/types/content";
import type { TestResultDto } from "@/lib/types/results";
import { createUnit, createWord, submitResult } from "../support/services";

let unit: UnitDto;
let receive: WordDto;
let colour: WordDto;
let cat: WordDto;

beforeAll(async () => {
  [receive, colour, cat] = await Promise.all([
    createWord({ url: "t-receive", en: "receive", ru: "получать", transcription: "/rɪˈsiːv/" }),
    createWord({ url: "t-colour", en: "colour/color", ru: "цвет", transcription: "/ˈkʌlə/" }),
    createWord({ url: "t-cat", en: "cat", ru: "кошка", transcription: "/kæt/" }),
  ]);
  unit = await createUnit({ name: "Typos", url: "typos", words: [receive.id, colour.id, cat.id] });
});

/** A words-writing submission of the typos unit, taken now. */
const typed = (...answers: Array<[WordDto, string]>) => ({
  unitId: unit.id,
  createdTs: Date.now(),
  answers: typedAnswers(...answers),
});

const answerOf = (result: TestResultDto, word: WordDto) =>
  result.answers.find((answer) => "questionId" in answer && answer.questionId === word.id);

describe("a words-writing answer with a typo", () => {
  it("counts as correct, is stored with typo: true and read back with it", async () => {
    const { principal } = await registerLearner();

    const saved = await submitResult({
      principal,
      testType: "words-writing",
      input: typed([receive, "recieve"], [colour, "Color"], [cat, "cap"]),
    });

    expect(saved.result).toBe(2 / 3);
    expect(saved.answers).toStrictEqual([
      { questionId: receive.id, en: "receive", ru: "получать", answer: "recieve", correct: true, typo: true },
      { questionId: colour.id, en: "colour/color", ru: "цвет", answer: "Color", correct: true, typo: false },
      // Three letters: one edit makes another word, so no typo is forgiven.
      { questionId: cat.id, en: "cat", ru: "кошка", answer: "cap", correct: false, typo: false },
    ]);
    expect(await listResults({ principal, testType: "words-writing", unitId: unit.id })).toStrictEqual([
      saved,
    ]);
    const [stored] = await (
      await getDb()
    )
      .select({ answers: testResults.answers })
      .from(testResults)
      .where(eq(testResults.id, saved.id));
    expect(stored!.answers[0]).toMatchObject({ answer: "recieve", typo: true });
  });

  it("is forgiven per variant", async () => {
    const { principal } = await registerLearner();
    const saved = await submitResult({
      principal,
      testType: "words-writing",
      input: typed([colour, "colr"]),
    });
    expect(answerOf(saved, colour)).toMatchObject({ correct: true, typo: true });
    expect(saved.result).toBe(1 / 3);
  });

  it("reads answers stored before typos were forgiven as typo: false", async () => {
    const { principal } = await registerLearner();
    const db = await getDb();
    const oldAnswers = [
      { questionId: receive.id, en: "receive", ru: "получать", answer: "receive", correct: true },
      { questionId: colour.id, en: "colour/color", ru: "цвет", answer: "", correct: false },
    ];
    await db.insert(testResults).values({
      userId: principal.userId,
      unitId: unit.id,
      testType: "words-writing",
      createdTs: 1_000,
      result: 0.5,
      answers: oldAnswers,
    });

    const expected = oldAnswers.map((answer) => ({ ...answer, typo: false }));
    const [listed] = await listResults({ principal, testType: "words-writing", unitId: unit.id });
    expect(listed!.answers).toStrictEqual(expected);
    // A statistics page reads the bars alone; a bar's answers come from the read above.
    const { id, createdTs, result } = listed!;
    const { results } = await findUnitWithResults({ principal, testType: "words-writing", key: "typos" });
    expect(results).toStrictEqual([{ id, createdTs, result }]);
    const summaries = await listResultSummaries({ principal, testType: "words-writing", unitId: unit.id });
    expect(summaries).toStrictEqual([{ id, createdTs, result }]);
  });
});

describe("REST: results/words-writing", () => {
  it("answers typo: true on the typo-accepted answer, on POST and on GET", async () => {
    const { token } = await registerLearner();

    const posted = await call<TestResultDto>("POST", "/results/words-writing", {
      token,
      body: typed([receive, "receve"], [cat, "cat"]),
    });

    expect(posted.status).toBe(201);
    expect(posted.body.result).toBe(2 / 3);
    expect(posted.body.answers).toStrictEqual([
      { questionId: receive.id, en: "receive", ru: "получать", answer: "receve", correct: true, typo: true },
      { questionId: colour.id, en: "colour/color", ru: "цвет", answer: "", correct: false, typo: false },
      { questionId: cat.id, en: "cat", ru: "кошка", answer: "cat", correct: true, typo: false },
    ]);
    const listed = await call<TestResultDto[]>("GET", `/results/words-writing?unit=${unit.id}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toStrictEqual([posted.body]);
  });

  it("answers typo: false on every phrases answer", async () => {
    const { token } = await registerLearner();
    const { unit: phrasesUnit } = await makeFilledUnit({ words: 0, phrases: 2 });
    const posted = await call<TestResultDto>("POST", "/results/phrases", {
      token,
      body: { unitId: phrasesUnit.id, createdTs: Date.now(), answers: [] },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.answers).toHaveLength(2);
    expect(posted.body.answers.every((answer) => answer.typo === false)).toBe(true);
  });
});
