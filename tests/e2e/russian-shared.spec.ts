import type { BrowserContext, Page } from "@playwright/test";
import { DEMO, logIn, uniqueLogin } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { latinInterfaceText } from "./support/latin-text";
import { expectToast } from "./support/ui";

// The shared interface in Russian: the server's messages under a form's
// fields (a server action's and the register form's), the error pages, the
// confirmation dialog's own buttons and the start-up check.

async function chooseRussian(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
}

async function expectRussianPage(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await latinInterfaceText(page), where).toEqual([]);
  await expectNoViolations(page, where);
}

// Buttons of other areas' pages, whichever language they are in yet.
const EDIT = /^(Edit|Изменить)$/;
const DELETE = /^(Delete|Удалить)$/;

test("a guest's registration with an empty login and passwords that differ is refused in Russian", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseRussian(context, baseURL);
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Регистрация" })).toBeVisible();
  await page.getByLabel("Электронная почта").fill(`${uniqueLogin("ru")}@example.com`);
  await page.getByLabel("Пароль", { exact: true }).fill("one-password");
  await page.getByLabel("Повторите пароль").fill("another-password");
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expectToast(page, "Не удалось зарегистрироваться");

  const login = page.getByLabel("Логин", { exact: true });
  await expect(login).toHaveAttribute("aria-invalid", "true");
  await expect(login).toHaveAccessibleDescription("Поле «Логин» должно содержать не менее 3 символов");
  await expect(page.getByLabel("Повторите пароль")).toHaveAccessibleDescription("Пароли не совпадают");
  await expect(page.getByText("Пароли не совпадают")).toBeVisible();
  await expect(page).toHaveURL("/register");
  await expectRussianPage(page, "the refused Russian registration");
});

test("a learner's invalid account is refused by the server action in Russian", async ({
  page,
  context,
  baseURL,
  loggedInLearner,
}) => {
  // Logging in set the account's language (English): the choice is made after it.
  await chooseRussian(context, baseURL);
  await page.goto("/personal-account");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const login = page.locator('input[name="login"]');
  const email = page.locator('input[name="email"]');
  await expect(login).toHaveValue(loggedInLearner.login);

  await page.getByRole("button", { name: EDIT }).first().click();
  await login.fill("");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(login).toHaveAccessibleDescription("Поле «Логин» должно содержать не менее 3 символов");
  await expect(email).toHaveAccessibleDescription("Введите правильный адрес электронной почты");

  await login.fill("x".repeat(33));
  await email.fill(loggedInLearner.email);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(login).toHaveAccessibleDescription("Поле «Логин» должно содержать не более 32 символов");
  await page.getByRole("button", { name: "Отмена" }).click();
  await expect(login).toHaveValue(loggedInLearner.login);
});

test("a learner opening a new tab is told in Russian that they are still logged in", async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(page, DEMO.learner.login, DEMO.learner.password);
  await chooseRussian(context, baseURL);
  const tab = await context.newPage();
  await tab.goto("/");
  await expectToast(tab, "Вы по-прежнему в аккаунте");
});

test("the 404 page in Russian", async ({ page, context, baseURL }) => {
  await chooseRussian(context, baseURL);
  const response = await page.goto("/units/travel/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ошибка: 404 Ресурс не найден" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("По этому адресу нет страницы.");
  await expect(page).toHaveTitle("Страница не найдена · Practice");
  await expectRussianPage(page, "the Russian 404 page");
  await page.getByRole("link", { name: "На главную" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("a learner", () => {
  test.use({ signedInAs: "learner" });

  test("opening the administration gets the 403 page in Russian", async ({ page, context, baseURL }) => {
    await chooseRussian(context, baseURL);
    const response = await page.goto("/administration/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Ошибка: 403 Доступ запрещён" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Раздел администрирования открыт редакторам и администраторам.",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    // The document title is the administration layout's own ("Administration · Practice" until that
    // area is translated): the page's text is what this test holds to.
    const latin = await latinInterfaceText(page);
    expect(
      latin.filter((text) => !text.startsWith("title ")),
      "the Russian 403 page",
    ).toEqual([]);
    await expectNoViolations(page, "the Russian 403 page");
  });
});

test.describe("an editor", () => {
  test.use({ signedInAs: "editor" });

  test("the confirmation dialog's own buttons are Russian", async ({ page, context, baseURL }) => {
    await chooseRussian(context, baseURL);
    await page.goto("/administration/words/apple");
    await page.getByRole("button", { name: EDIT }).click();
    await page.getByRole("button", { name: DELETE }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Да", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Нет", exact: true })).toBeVisible();
    // No: the demo word stays for the other tests.
    await dialog.getByRole("button", { name: "Нет", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
