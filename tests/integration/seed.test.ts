import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { endpoints, phrases, scopes, units, users, words } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { demoUnits } from "@/db/seed/demo-content";
import { isAnswerCorrect } from "@/lib/domain/answers";
import { listPhrases } from "@/lib/services/content/phrases";
import { getUnitByKey, getUnitPhrases, getUnitWords, listUnits } from "@/lib/services/content/units";
import { getWordByKey, listWords } from "@/lib/services/content/words";
import { DEMO_PASSWORDS, type DemoLogin, logInAs } from "../support/principals";
import { updateWord } from "../support/services";

const CYRILLIC = /[а-яё]/i;

async function tableCounts() {
  const db = await getDb();
  const totals = await Promise.all(
    [units, words, phrases, scopes, users, endpoints].map(async (table) => {
      const [row] = await db.select({ total: count() }).from(table);
      return row!.total;
    }),
  );
  const [unitCount, wordCount, phraseCount, scopeCount, userCount, endpointCount] = totals;
  return { unitCount, wordCount, phraseCount, scopeCount, userCount, endpointCount };
}

describe("demo seed", () => {
  it("fills a new database with units, words, phrases, scopes, accounts and endpoints", async () => {
    expect(await tableCounts()).toStrictEqual({
      unitCount: 5,
      wordCount: 60,
      phraseCount: 30,
      scopeCount: 4,
      userCount: 3,
      endpointCount: 21,
    });
    for (const unit of await listUnits()) {
      expect(unit.words.length).toBeGreaterThanOrEqual(10);
      expect(unit.phrases.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("gives every word an IPA transcription and a Russian translation", async () => {
    const seeded = await listWords();

    expect(seeded).toHaveLength(60);
    for (const word of seeded) {
      expect(word.en.trim(), word.url).not.toBe("");
      expect(word.transcription, word.url).toMatch(/^\/[^/\s][^/]*\/$/);
      expect(word.ru, word.url).toMatch(CYRILLIC);
    }
  });

  it("gives every phrase a Russian prompt and 1 to 3 accepted answers that its word chips can build", async () => {
    const seeded = await listPhrases();

    expect(seeded).toHaveLength(30);
    for (const phrase of seeded) {
      expect(phrase.ru, phrase.url).toMatch(CYRILLIC);
      expect(phrase.answers.length, phrase.url).toBeGreaterThanOrEqual(1);
      expect(phrase.answers.length, phrase.url).toBeLessThanOrEqual(3);
      for (const answer of phrase.answers) expect(answer.trim(), phrase.url).not.toBe("");
      // The phrases test offers the words of the English question as chips:
      // a learner who uses only the chips must be able to answer correctly.
      expect(isAnswerCorrect(phrase.enQuestion, phrase.answers), phrase.url).toBe(true);
    }
  });

  it("seeds the demo units in the content's order, each with its words and phrases in order", async () => {
    const units = await listUnits();
    expect(units.map(({ name, url }) => ({ name, url }))).toStrictEqual(
      demoUnits.map(({ name, url }) => ({ name, url })),
    );

    const phrasesByUrl = new Map((await listPhrases()).map(({ id: _id, ...phrase }) => [phrase.url, phrase]));
    for (const content of demoUnits) {
      const words = await getUnitWords({ key: content.url });
      expect(words.map(({ id: _id, ...word }) => word)).toStrictEqual(content.words);
      const phrases = await getUnitPhrases({ key: content.url });
      expect(phrases.map((phrase) => phrasesByUrl.get(phrase.url))).toStrictEqual(content.phrases);
    }
  });

  it("creates the demo accounts with their documented passwords and scopes", async () => {
    const expected: Record<DemoLogin, string[]> = {
      admin: ["admin", "user"],
      editor: ["editor", "teacher", "user"],
      learner: ["user"],
    };

    for (const login of Object.keys(DEMO_PASSWORDS) as DemoLogin[]) {
      const principal = await logInAs(login);
      expect({ login: principal.login, email: principal.email, scopes: principal.scopes }).toStrictEqual({
        login,
        email: `${login}@example.com`,
        scopes: expected[login],
      });
    }
  });

  it("runs once: a second call changes nothing and keeps edits", async () => {
    const apple = await getWordByKey({ key: "apple" });
    const edited = await updateWord({ ...apple, ru: "яблоко (фрукт)", transcription: "/ˈæp.əl/" });
    const before = { counts: await tableCounts(), unit: await getUnitByKey({ key: "food-and-drink" }) };

    expect(await seedDemoContent(await getDb())).toStrictEqual({ seeded: false, accounts: [] });
    expect(await seedDemoContent(await getDb())).toStrictEqual({ seeded: false, accounts: [] });

    expect(await tableCounts()).toStrictEqual(before.counts);
    expect(await getUnitByKey({ key: "food-and-drink" })).toStrictEqual(before.unit);
    expect(await getWordByKey({ key: "apple" })).toStrictEqual(edited);
  });
});
