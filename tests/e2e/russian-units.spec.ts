import type { BrowserContext, Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import { TEST_TYPES } from "../../lib/domain/test-types";
import ruTest from "../../messages/ru/test.json" with { type: "json" };
import ruTestTypes from "../../messages/ru/testTypes.json" with { type: "json" };
import ruUnits from "../../messages/ru/units.json" with { type: "json" };
import { expectNoViolations } from "./support/axe";
import { demoUnit, wordByPrompt } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { latinInterfaceText } from "./support/latin-text";
import { BRITISH_VOICE, fakeSpeech } from "./support/speech";
import { expectToast } from "./support/ui";

const UNIT = "travel";
const WORDS = demoUnit(UNIT).words.length;
const PHRASES = demoUnit(UNIT).phrases.length;

const format = (message: string, values: Record<string, number>) =>
  String(new IntlMessageFormat(message, "ru").format(values));

async function inRussian(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
}

/**
 * Every page of a unit and its tests, each checked by axe: about 20 s on a quiet machine, and
 * four times that beside the accessibility walks on a busy one.
 */
const WALK_MS = 240_000;

/** The toaster's own labels (sonner's region and close buttons) are the shared interface's, checked there. */
const TOASTER = /^aria-label "(Notifications alt\+T|Close toast)"/;

/** The page is Russian: its language, no English interface text left, and nothing axe objects to. */
async function expectRussianPage(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const latin = (await latinInterfaceText(page)).filter((found) => !TOASTER.test(found));
  expect.soft(latin, `English interface text on ${where}`).toEqual([]);
  await expectNoViolations(page, where);
}

/** Every page of a unit and its tests, as a guest or a learner opens it in Russian. */
async function visitUnitPages(page: Page, role: string) {
  await page.goto("/units");
  await expect(page.getByRole("heading", { level: 1, name: "Выберите раздел" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Разделы" })).toBeVisible();
  await expectRussianPage(page, `/units (${role})`);

  await page.goto(`/units/${UNIT}`);
  await expect(page.getByText(`${format(ruUnits.unit.words, { count: WORDS })} · `)).toBeVisible();
  for (const name of ["Слова", "Грамматика", "Тесты", "Учить новые слова"]) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectRussianPage(page, `the unit page (${role})`);

  await page.goto(`/units/${UNIT}/vocabulary`);
  await expect(page.getByRole("heading", { level: 1, name: "Слова" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Транскрипция" })).toBeVisible();
  await expectRussianPage(page, `the vocabulary (${role})`);

  const word = demoUnit(UNIT).words[0]!;
  await page.goto(`/units/${UNIT}/vocabulary?q=${encodeURIComponent(word.en)}`);
  await expect(page.getByText(/^Слов по запросу «.+»: \d+ из \d+\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Показать все" })).toBeVisible();
  await expectRussianPage(page, `the filtered vocabulary (${role})`);

  await page.goto(`/units/${UNIT}/grammar`);
  await expect(page.getByRole("heading", { level: 1, name: "Грамматика" })).toBeVisible();
  await expectRussianPage(page, `the grammar (${role})`);

  await page.goto(`/units/${UNIT}/tests`);
  await expect(page.getByRole("heading", { level: 1, name: "Тесты" })).toBeVisible();
  for (const { slug } of TEST_TYPES) {
    await expect(page.getByRole("link", { name: ruTestTypes[slug].label, exact: true })).toHaveAttribute(
      "href",
      `/units/${UNIT}/tests/${slug}`,
    );
    await expect(page.getByText(ruTestTypes[slug].choice, { exact: true })).toBeVisible();
  }
  await expectRussianPage(page, `the tests page (${role})`);

  for (const { slug, asks } of TEST_TYPES) {
    const texts = ruTestTypes[slug];
    await page.goto(`/units/${UNIT}/tests/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Тест: ${texts.label}` })).toBeVisible();
    const count = asks === "words" ? WORDS : PHRASES;
    const counted = format(asks === "words" ? ruUnits.testType.countWords : ruUnits.testType.countPhrases, {
      count,
    });
    await expect(page.getByText(`${counted} ${texts.howTo}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Начать новый тест" })).toBeVisible();
    await expectRussianPage(page, `the ${slug} page (${role})`);

    await page.goto(`/units/${UNIT}/tests/${slug}/in-progress`);
    await expect(page.getByText(texts.instruction, { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Ход теста" })).toBeVisible();
    await expect(page.getByText(`Вопрос 1 из ${count}`, { exact: true })).toBeVisible();
    await expectRussianPage(page, `the ${slug} test in progress (${role})`);
  }

  await page.goto("/search?q=travel");
  await expect(page.getByRole("heading", { level: 1, name: "Поиск" })).toBeVisible();
  await expect(page.getByRole("status").getByText(/^Найдено по запросу «travel»: /)).toBeVisible();
  await expectRussianPage(page, `/search?q=travel (${role})`);

  await page.goto("/search?q=qqqqqqqq");
  await expect(page.getByText(/ничего не найдено/)).toBeVisible();
  await expectRussianPage(page, `a search that finds nothing (${role})`);
}

test.describe("the units and tests in Russian", () => {
  test.beforeEach(async ({ page }) => {
    // An English voice, so that listening is offered and words can be heard.
    await fakeSpeech(page, [BRITISH_VOICE]);
  });

  test("a guest reads every page of a unit and its tests in Russian", async ({ page, context, baseURL }) => {
    test.setTimeout(WALK_MS);
    await inRussian(context, baseURL);
    await visitUnitPages(page, "guest");

    await page.goto(`/units/${UNIT}/tests/words-writing/in-progress`);
    await expect(page.getByText(/^Вы не вошли в аккаунт: пройти тест можно/)).toBeVisible();

    // Learning new words needs an account: the page says so under its Russian title.
    await page.goto(`/units/${UNIT}/learn`);
    await expect(page.getByRole("heading", { level: 1, name: "Учить новые слова" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("a learner reads every page of a unit, its tests and learn mode in Russian", async ({
    page,
    context,
    baseURL,
    loggedInLearner: _learner,
  }) => {
    test.setTimeout(WALK_MS);
    await inRussian(context, baseURL);
    await visitUnitPages(page, "learner");

    await page.goto(`/units/${UNIT}/learn`);
    await expect(page.getByRole("heading", { level: 1, name: "Учить новые слова" })).toBeVisible();
    await expect(page.getByText(`Новое слово 1 из`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Следующее слово" })).toBeVisible();
    await expectRussianPage(page, "learn mode (learner)");
  });

  test("a learner takes a round of words writing in Russian: feedback, the leave guard, continuing, the result", async ({
    page,
    context,
    baseURL,
    loggedInLearner: _learner,
  }) => {
    await inRussian(context, baseURL);
    const field = page.getByRole("textbox", { name: "Ваш ответ" });
    const prompt = page.locator("#test-prompt");
    let rightAnswers = 0;
    /** Answers the question on screen: the first two right, the others wrong. */
    const answer = async () => {
      const word = wordByPrompt(UNIT, ((await prompt.textContent()) ?? "").trim());
      const right = rightAnswers < 2;
      await field.fill(right ? word.en.split("/")[0]! : "zzzq");
      if (right) rightAnswers += 1;
      await field.press("Enter");
    };

    await page.goto(`/units/${UNIT}/tests/words-writing`);
    await expect(page.getByText("Мало времени? Пройдите раунд:")).toBeVisible();
    await page.getByRole("link", { name: "10 вопросов" }).click();
    await expect(page.getByText("Вопрос 1 из 10", { exact: true })).toBeVisible();
    await expect(field).toBeFocused();

    // An empty answer is refused in Russian.
    await page.getByRole("button", { name: "Ответить", exact: true }).click();
    await expect(page.getByText("Введите ответ")).toBeVisible();

    await answer();
    await expect(page.getByText("Вопрос 2 из 10", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^✓ Верно/ })).toBeVisible();
    await expect(page.getByText("Отвечено: 1 · ")).toBeVisible();

    // Leaving the test asks first, in Russian; staying keeps the test on screen.
    await page.getByRole("navigation", { name: "Разделы" }).getByRole("link").first().click();
    const leave = page.getByRole("dialog", { name: "Уйти из теста?" });
    await expect(leave).toContainText("Ваши ответы сохранены: тест можно продолжить позже.");
    await expectRussianPage(page, "the leave guard");
    await leave.getByRole("button", { name: "Остаться" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/in-progress/);

    await answer();
    await answer();
    await expect(page.getByRole("status").filter({ hasText: /^✗ Не совсем/ })).toBeVisible();
    await expect(page.getByText("Вы написали:")).toBeVisible();
    await expect(page.getByText("ab лишнее · ab пропущено")).toBeVisible();
    await expectRussianPage(page, "a wrong answer's feedback");

    // Leaving for real keeps the test: its page offers to continue it.
    await page.getByRole("navigation", { name: "Разделы" }).getByRole("link").first().click();
    await page.getByRole("dialog", { name: "Уйти из теста?" }).getByRole("button", { name: "Уйти" }).click();
    await expect(page).not.toHaveURL(/in-progress/);
    // Home offers it too, the type named in Russian.
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Незаконченный тест" })).toContainText(
      `${ruTestTypes["words-writing"].label}: отвечено 3 из 10.`,
    );
    await page.goto(`/units/${UNIT}/tests/words-writing`);
    const continueLink = page.getByRole("link", { name: "Продолжить тест (отвечено 3 из 10)" });
    await expect(continueLink).toBeVisible();
    await expectRussianPage(page, "a test type's page with a test to continue");
    await continueLink.click();
    await expect(page.getByText("Вопрос 4 из 10", { exact: true })).toBeVisible();

    for (let answered = 3; answered < 10; answered += 1) {
      await expect(page.getByText(`Отвечено: ${answered} · `)).toBeVisible();
      await answer();
    }

    const confirm = page.getByRole("dialog", { name: "Подтверждение" });
    await expect(confirm).toContainText("Вы уверены, что хотите отправить результаты теста?");
    await expectRussianPage(page, "the confirmation of a learner's results");
    await confirm.getByRole("button", { name: "Да" }).click();
    await expectToast(page, "Ответы сохранены");

    const result = page.getByRole("dialog", { name: "Результат теста" });
    await expect(result.getByTestId("score")).toHaveText("20%");
    await expect(result).toContainText("Результат: 20% (2 верных ответа из 10)");
    await expect(result.getByRole("columnheader", { name: "По-русски" })).toBeVisible();
    await expect(result.getByRole("columnheader", { name: "Правильный ответ" })).toBeVisible();
    await expect(result.getByText("ab лишнее · ab пропущено")).toBeVisible();
    await expect(result.getByLabel("Неверно")).toHaveCount(8);
    await expectRussianPage(page, "the result dialog");

    await result.getByRole("button", { name: "Повторить ошибки" }).click();
    await expect(result).toBeHidden();
    await expect(page.getByText("Вопрос 1 из 8", { exact: true })).toBeVisible();
    await expectRussianPage(page, "a retry of the mistakes");
  });

  test("the counts of the units and tests take Russian plural forms", () => {
    const counts = [0, 1, 2, 5, 21];
    expect(counts.map((count) => format(ruUnits.unit.words, { count }))).toEqual([
      "0 слов",
      "1 слово",
      "2 слова",
      "5 слов",
      "21 слово",
    ]);
    expect(counts.map((count) => format(ruUnits.search.unitCount, { count }))).toEqual([
      "0 разделов",
      "1 раздел",
      "2 раздела",
      "5 разделов",
      "21 раздел",
    ]);
    expect(counts.map((count) => format(ruUnits.testType.roundSize, { size: count }))).toEqual([
      "0 вопросов",
      "1 вопрос",
      "2 вопроса",
      "5 вопросов",
      "21 вопрос",
    ]);
    expect(
      counts.map((correct) =>
        new IntlMessageFormat(ruTest.table.score, "ru")
          .format<string>({ percent: 50, correct, total: 30, score: (chunks) => chunks.join("") })
          .toString(),
      ),
    ).toEqual([
      "Результат: 50% (0 верных ответов из 30)",
      "Результат: 50% (1 верный ответ из 30)",
      "Результат: 50% (2 верных ответа из 30)",
      "Результат: 50% (5 верных ответов из 30)",
      "Результат: 50% (21 верный ответ из 30)",
    ]);
    expect(counts.map((count) => format(ruUnits.learn.summary, { count, learned: 1, perDay: 10 }))).toEqual([
      "0 новых слов · выучено сегодня: 1 из 10",
      "1 новое слово · выучено сегодня: 1 из 10",
      "2 новых слова · выучено сегодня: 1 из 10",
      "5 новых слов · выучено сегодня: 1 из 10",
      "21 новое слово · выучено сегодня: 1 из 10",
    ]);
  });
});
