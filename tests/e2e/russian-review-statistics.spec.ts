import type { BrowserContext, Page } from "@playwright/test";
import { API, DEMO, logIn, submitWordsResult } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { demoUnit, wordByPrompt } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { latinInterfaceText } from "./support/latin-text";
import { aLearningStepAgo } from "./support/server-clock";
import { expectToast } from "./support/ui";

// The review, statistics and personal account pages in Russian. FSRS brings a word answered wrong
// back after its first learning step, one minute: the learner's results of travel are saved a
// learning step ago for the server, so its wrong words are due when the review is opened.

// The browser runs in Europe/Moscow (playwright.config.ts): the dialog's date in Russian.
const dialogDate = new Intl.DateTimeFormat("ru", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Moscow",
});

/** "36 ответов": a count of answers in Russian's own form. */
function answersInRussian(count: number): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: "ответ",
    few: "ответа",
    many: "ответов",
  };
  return `${count} ${forms[new Intl.PluralRules("ru").select(count)] ?? "ответа"}`;
}

async function inRussian(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
}

/** What every page of the area must be in Russian: its language, no English interface text, no axe violation. */
async function expectRussianPage(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect.poll(() => latinInterfaceText(page), { message: name }).toEqual([]);
  await expectNoViolations(page, name);
}

test("a learner reads the statistics, the chart, the account and the review in Russian", async ({
  page,
  context,
  request,
  baseURL,
  learner,
}) => {
  test.setTimeout(120_000);
  const total = demoUnit("travel").words.length;
  // The last result of travel leaves half of its words wrong: they are due after a learning step.
  const [full, half] = await aLearningStepAgo(async () => [
    await submitWordsResult(request, learner.token, "travel", total),
    await submitWordsResult(request, learner.token, "travel", total / 2),
  ]);
  await submitWordsResult(request, learner.token, "at-home", demoUnit("at-home").words.length);
  await logIn(page, learner.login, learner.password);
  await inRussian(context, baseURL);

  // /statistics: the test types, the spaced review figures, the streak and the heatmap.
  await page.goto("/statistics");
  await expect(page).toHaveTitle("Статистика · Practice");
  await expect(page.getByRole("heading", { level: 1, name: "Статистика" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Написание слов/ })).toHaveAttribute(
    "href",
    "/statistics/words-writing",
  );
  const figures = page.getByRole("region", { name: "Интервальное повторение" });
  await expect(figures.getByText("К повторению сейчас", { exact: true })).toBeVisible();
  const activity = page.getByRole("region", { name: "Ваша активность" });
  const streak = (term: string) =>
    activity.getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(streak("Текущая серия дней")).toHaveText("1 день");
  await expect(streak("Самая длинная серия дней")).toHaveText("1 день");
  const answers = answersInRussian(2 * total + demoUnit("at-home").words.length);
  await expect(activity).toContainText(`${answers} за 1 день, в 3 тестах.`);
  const heatmap = activity.getByRole("group", { name: "Ответы по дням за последние 20 недель" });
  const labels = await heatmap.locator("text").allTextContents();
  expect(labels).toEqual(expect.arrayContaining(["пн", "ср", "пт"]));
  const months = labels.filter((label) => !["пн", "ср", "пт"].includes(label));
  expect(months.length).toBeGreaterThanOrEqual(4);
  for (const month of months) expect(month).toMatch(/^\p{Script=Cyrillic}+\.?$/u);
  await expect(heatmap.getByRole("img", { name: /\(сегодня\)$/ })).toHaveAccessibleName(
    new RegExp(`^\\d+ \\p{Script=Cyrillic}+: ${answers} \\(сегодня\\)$`, "u"),
  );
  await expect(activity.getByRole("list", { name: "Условные обозначения" }).getByRole("img")).toHaveCount(5);
  await expectRussianPage(page, "/statistics in Russian");

  // /statistics/words-writing: the units with their badges.
  await page.goto("/statistics/words-writing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Статистика Написание слов");
  const units = page.getByRole("navigation", { name: "Разделы" });
  await expect(
    units.getByRole("link", { name: /Travel/ }).getByLabel("2 результата, в среднем 75%"),
  ).toHaveText("2");
  await expect(
    units.getByRole("link", { name: /At Home/ }).getByLabel("1 результат, в среднем 100%"),
  ).toHaveText("1");
  await expect(page.getByText("Выберите раздел, чтобы увидеть его результаты")).toBeVisible();
  await expectRussianPage(page, "/statistics/words-writing in Russian");

  // /statistics/words-writing/travel: the figures, the chart and a result's dialog.
  await page.goto("/statistics/words-writing/travel");
  const view = page.getByRole("region", { name: "Написание слов: Travel" });
  await expect(view.getByText("Пройдено тестов", { exact: true })).toBeVisible();
  await expect(view.getByRole("link", { name: "Начать новый тест" })).toBeVisible();
  const bars = view
    .getByRole("group", { name: "Результаты: Написание слов, раздел Travel" })
    .getByRole("button");
  await expect(bars).toHaveCount(2);
  await expect(bars.first()).toHaveAccessibleName(/^Результат от \d\d\.\d\d\.\d{4} \d\d:\d\d: 100%$/);
  await expect(bars.last()).toHaveAccessibleName(/^Результат от \d\d\.\d\d\.\d{4} \d\d:\d\d: 50%$/);
  await expectRussianPage(page, "/statistics/words-writing/travel in Russian");
  await bars.first().click();
  const dialog = page.getByRole("dialog", { name: `Результат теста (${dialogDate.format(full.createdTs)})` });
  await expect(dialog.getByRole("region", { name: "Ответы" })).toBeVisible();
  await expectRussianPage(page, "a result's dialog in Russian");
  await dialog.getByRole("button", { name: "Закрыть", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(bars.first()).toBeFocused();
  expect(half.result).toBeLessThan(full.result);

  // The unit's own statistics page of the test type.
  await page.goto("/units/travel/tests/words-writing/statistics");
  await expect(page).toHaveTitle(/^Статистика: Написание слов/);
  await expect(page.getByRole("region", { name: "Написание слов: Travel" })).toBeVisible();
  await expectRussianPage(page, "a unit's test statistics in Russian");

  // /personal-account: the practice settings saved, with a Russian toast.
  await page.goto("/personal-account");
  await expect(page).toHaveTitle("Мой аккаунт · Practice");
  await expect(page.getByRole("heading", { level: 1, name: "Мой аккаунт" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Занятия" })).toBeVisible();
  await expectRussianPage(page, "/personal-account in Russian");
  await page.getByRole("button", { name: "Изменить настройки" }).click();
  await page.getByLabel("Цель на день (ответов в день)").fill("21");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expectToast(page, "Настройки занятий сохранены");
  await expect(page.getByLabel("Цель на день (ответов в день)")).toHaveValue("21");
  await page.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(
    page.getByRole("dialog", { name: "Сменить пароль" }).getByLabel("Текущий пароль"),
  ).toBeVisible();
  await expectRussianPage(page, "the change password dialog in Russian");
  await page.keyboard.press("Escape");

  // /review: the words answered wrong are due.
  const answerField = page.locator('input[name="answer"]');
  await page.goto("/review");
  await expect(answerField).toBeVisible();
  await expect(page).toHaveTitle("Повторение · Practice");
  await expect(page.getByRole("heading", { level: 1, name: "Повторение" })).toBeVisible();
  await expect(page.getByText("Напишите по-английски", { exact: true })).toBeVisible();
  await expectRussianPage(page, "/review, a question in Russian");

  const feedback = page.getByRole("status").filter({ hasText: "Оценка" });
  const prompt = async () => ((await page.locator("#test-prompt").textContent()) ?? "").trim();
  const first = wordByPrompt("travel", await prompt());
  await answerField.fill("no idea");
  await answerField.press("Enter");
  await expect(feedback).toContainText(`✗ Не совсем — правильный ответ: ${first.en}`);
  await expect(feedback).toContainText("Оценка «Снова»: карточка вернётся через 1 минуту.");
  await expectRussianPage(page, "/review, a wrong answer in Russian");
  await page.getByRole("button", { name: "Мой ответ верный" }).click();
  await expect(feedback).toContainText("✓ Засчитано как верный");
  await expect(feedback).toContainText("Оценка «Хорошо»: карточка вернётся через 10 минут.");
  await page.getByRole("button", { name: "Далее" }).click();

  // The other cards answered right, to the summary.
  for (let card = 2; card <= total / 2; card += 1) {
    await expect(feedback).toBeHidden();
    const word = wordByPrompt("travel", await prompt());
    await answerField.fill(word.en);
    await answerField.press("Enter");
    await expect(feedback).toContainText("✓ Верно");
    await answerField.press("Enter");
  }
  const summary = page.getByRole("region", { name: "Повторение завершено" });
  await expect(summary).toContainText(`Вы вспомнили ${total / 2} из ${total / 2} слов.`);
  await expect(summary.getByRole("columnheader")).toHaveText([
    "По-русски",
    "Ваш ответ",
    "Оценка",
    "Вернётся",
  ]);
  await expect(summary.locator("tbody").getByRole("row").first()).toContainText(
    `засчитано как верный: ${first.en}`,
  );
  await expect(summary.getByRole("link", { name: "Статистика" })).toBeVisible();
  await expectRussianPage(page, "/review, the summary in Russian");

  // Nothing due now: the next card's time, relative, in Russian.
  await page.goto("/review");
  await expect(
    page.getByText(/^Повторять нечего — следующая карточка через \d+ минут\p{L}*\.$/u),
  ).toBeVisible();
  await expectRussianPage(page, "/review, nothing due in Russian");
});

test("an administrator reads a learner's statistics in Russian", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const login = await request.post(`${API}/auth/login`, { data: DEMO.learner });
  const { token } = (await login.json()) as { token: string };
  await submitWordsResult(request, token, "travel", demoUnit("travel").words.length / 2);
  await logIn(page, DEMO.admin.login, DEMO.admin.password);
  await inRussian(context, baseURL);
  const base = "/administration/users/learner";

  await page.goto(`${base}/statistics`);
  await expect(page.getByRole("heading", { name: "Статистика", exact: true })).toBeVisible();
  await expect(page.getByText("Пользователь learner", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Управление аккаунтом" })).toHaveAttribute("href", base);
  await expect(page.getByRole("link", { name: "Написание слов", exact: true })).toHaveAttribute(
    "href",
    `${base}/statistics/words-writing`,
  );
  await expectRussianPage(page, "a user's statistics in Russian");

  await page.goto(`${base}/statistics/words-writing`);
  await expect(page.getByRole("heading", { name: "Статистика Написание слов" })).toBeVisible();
  await expect(
    page.getByText("Выберите раздел, чтобы увидеть результаты пользователя learner."),
  ).toBeVisible();
  const travel = page.getByRole("navigation", { name: "Разделы" }).getByRole("link", { name: /^Travel/ });
  await expect(travel.getByLabel(/^\d+ результат\p{Script=Cyrillic}*, в среднем \d+%$/u)).toBeVisible();
  await expectRussianPage(page, "a user's test type statistics in Russian");

  await travel.click();
  await expect(page).toHaveURL(`${base}/statistics/words-writing/travel`);
  const view = page.getByRole("region", { name: "Написание слов: Travel" });
  await expect(view.getByText("Результаты пользователя learner", { exact: true })).toBeVisible();
  await expect(view.getByRole("link", { name: "Начать новый тест" })).toHaveCount(0);
  await expect(
    view.getByRole("group", { name: "Результаты: Написание слов, раздел Travel" }).getByRole("button").last(),
  ).toHaveAccessibleName(/^Результат от \d\d\.\d\d\.\d{4} \d\d:\d\d: 50%$/);
  await expectRussianPage(page, "a user's unit statistics in Russian");
});
