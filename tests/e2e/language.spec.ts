import type { Page } from "@playwright/test";
import { API, logIn } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

const LOCALE_COOKIE = "practice-locale";

async function expectLang(page: Page, lang: "en" | "ru") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("a guest switches to Russian on the login page, keeps it across pages and a reload, and back", async ({
  page,
}) => {
  await page.goto("/login");
  await expectLang(page, "en");
  const language = page.getByRole("group", { name: "Language" });
  await expect(language.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await expect(language.getByRole("button", { name: "Русский" })).toHaveAttribute("lang", "ru");

  await language.getByRole("button", { name: "Русский" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();
  await expectLang(page, "ru");
  await expect(page).toHaveTitle("Вход · Practice");
  await expect(page.getByLabel("Логин", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Войти", exact: true })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Язык" }).getByRole("button", { name: "Русский" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expectNoViolations(page, "the Russian login page");

  await page.getByRole("link", { name: "Отмена" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Повторение — мать учения" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Начните заниматься" })).toContainText("аккаунт не нужен");
  await expect(page.getByRole("button", { name: "Аккаунт: вход не выполнен" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Повторение — мать учения" })).toBeVisible();
  await expectLang(page, "ru");
  await expectNoViolations(page, "the Russian home page of a guest");

  await page.getByRole("button", { name: "Открыть меню" }).click();
  const drawer = page.getByRole("dialog", { name: "Practice" });
  await expect(drawer.getByRole("navigation", { name: "Главное меню" }).getByRole("link")).toHaveText([
    "Главная",
    "Разделы",
    "Повторение",
    "Статистика",
    "Администрирование",
  ]);
  await page.keyboard.press("Escape");

  await page.goto("/login");
  await page.getByRole("group", { name: "Язык" }).getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expectLang(page, "en");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Practice makes perfect" })).toBeVisible();
});

test("a learner's choice is saved to the account and follows them to another browser", async ({
  page,
  browser,
  request,
  loggedInLearner: learner,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: `Account of ${learner.login}` }).click();
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Повторение — мать учения" })).toBeVisible();
  await expectLang(page, "ru");
  await expect(page.getByRole("region", { name: "Сегодня" })).toBeVisible();
  await expectNoViolations(page, "the Russian home page of a learner");

  const account = await request.get(`${API}/auth/personal-account`, {
    headers: { "X-Session-Token": learner.token },
  });
  expect(await account.json()).toMatchObject({ login: learner.login, locale: "ru" });

  // Another browser: no cookie of the first; the login page is English until the login.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto("/login");
    await expectLang(fresh, "en");
    await logIn(fresh, learner.login, learner.password);
    await expect(fresh.getByRole("heading", { level: 1, name: "Повторение — мать учения" })).toBeVisible();
    await expectLang(fresh, "ru");
    const button = fresh.getByRole("button", { name: `Аккаунт ${learner.login}` });
    await button.click();
    await expect(fresh.getByRole("menu", { name: "Аккаунт" }).getByRole("menuitem")).toHaveText([
      "Мой аккаунт",
      "Выйти",
    ]);
    await fresh.getByRole("menuitem", { name: "Выйти" }).click();
    await expectToast(fresh, "Вы вышли из аккаунта");
  } finally {
    await other.close();
  }
});

test("Today counts in each language's plural forms at 0, 1, 2, 5 and 21", async ({
  page,
  context,
  request,
  learner,
  baseURL,
}) => {
  await logIn(page, learner.login, learner.password);
  const today = page.getByRole("region", { name: /^(Today|Сегодня)$/ });
  const tile = (name: string) => today.getByRole("region", { name });
  const setGoal = async (dailyGoal: number) => {
    const response = await request.put(`${API}/auth/practice-settings`, {
      headers: { "X-Session-Token": learner.token },
      data: { dailyGoal },
    });
    expect(response.status()).toBe(200);
  };
  const setLocale = (locale: "en" | "ru") =>
    context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);

  // A new learner has no card due and no streak: the zero forms. The goal gives the others
  // (nothing answered today, so the whole goal is left).
  await page.goto("/");
  await expect(tile("Review")).toContainText("0 cards due");
  await expect(tile("Streak")).toContainText("0 days");
  await expect(page.getByRole("link", { name: "Review: no cards due" })).toBeVisible();
  await setLocale("ru");
  await page.goto("/");
  await expect(tile("Повторение")).toContainText("0 карточек к повторению");
  await expect(page.getByRole("link", { name: "Повторение: нет карточек" })).toBeVisible();
  await expect(tile("Серия дней")).toContainText("0 дней");

  const forms = {
    1: ["0 / 1 answer", "1 answer to go.", "0 / 1 ответ", "Остался 1 ответ."],
    2: ["0 / 2 answers", "2 answers to go.", "0 / 2 ответа", "Осталось 2 ответа."],
    5: ["0 / 5 answers", "5 answers to go.", "0 / 5 ответов", "Осталось 5 ответов."],
    21: ["0 / 21 answers", "21 answers to go.", "0 / 21 ответ", "Остался 21 ответ."],
  } as const;
  for (const [goal, [enFigure, enLeft, ruFigure, ruLeft]] of Object.entries(forms)) {
    await setGoal(Number(goal));
    await setLocale("en");
    await page.goto("/");
    await expect(tile("Daily goal")).toContainText(enFigure);
    await expect(tile("Daily goal")).toContainText(enLeft);
    await setLocale("ru");
    await page.goto("/");
    await expect(tile("Цель на день")).toContainText(ruFigure);
    await expect(tile("Цель на день")).toContainText(ruLeft);
  }
});
