import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { registerLearner } from "./support/accounts";
import { entityList } from "./support/admin-list";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { latinInterfaceText } from "./support/latin-text";
import { expectToast } from "./support/ui";

type Tree = { [key: string]: string | Tree };

/** This area's English texts, without their arguments and tags: the words each must not leave on a Russian page. */
function englishTexts(tree: Tree): string[] {
  // A noun ("user") is only ever a piece of the generic parts' texts.
  return Object.entries(tree).flatMap(([key, value]) =>
    key === "noun"
      ? []
      : typeof value === "string"
        ? value
            .split(/<\w+>\{\w+\}<\/\w+>|\{\w+\}/)
            .map((piece) => piece.trim())
            .filter((piece) => /[a-z]{3}/i.test(piece) && piece !== "URL")
        : englishTexts(value),
  );
}

const OWN_ENGLISH = englishTexts(JSON.parse(readFileSync("messages/en/adminAccess.json", "utf8")) as Tree);

/**
 * The page's English interface text that belongs to this area (the users,
 * scopes and endpoints sections): the generic parts of the administration
 * (its buttons, its list's rows and headings) are translated apart, under
 * the "admin" namespace, and are left out here.
 */
async function ownLatinText(page: Page): Promise<string[]> {
  const found = await latinInterfaceText(page);
  return found.filter((entry) => {
    const shown = entry.match(/"(.*)"/)?.[1] ?? entry;
    return OWN_ENGLISH.some((text) => shown === text || (text.length >= 12 && shown.includes(text)));
  });
}

/** A Russian page of this area: lang, none of this area's English left, no axe violation. */
async function expectRussianPage(page: Page, what: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await ownLatinText(page), what).toEqual([]);
  await expectNoViolations(page, what);
}

/** The generic buttons are translated on another branch: either word will do until then. */
const either = (english: string, russian: string) => new RegExp(`^(${english}|${russian})$`);

test.describe("the access sections in Russian", () => {
  test.use({ signedInAs: "admin" });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
  });

  test("users: the list, a user's page, and a password reset with its dialog", async ({ page, request }) => {
    const user = await registerLearner(request, "ru");
    await page.goto("/administration/users");
    await expect(page.getByRole("heading", { name: "Список пользователей" })).toBeVisible();
    await expect(page.getByText("Выберите пользователя, чтобы изменить его электронную почту")).toBeVisible();
    await expectRussianPage(page, "the Russian list of users");

    await page.goto(`/administration/users/${user.login}`);
    await expect(page.getByRole("heading", { name: user.login, exact: true })).toBeVisible();
    await expect(page.getByLabel("Логин", { exact: true })).toHaveValue(user.login);
    await expect(page.getByLabel("Электронная почта", { exact: true })).toHaveValue(user.email);
    await expect(page.getByRole("group", { name: "Права доступа (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Статистика" })).toBeVisible();
    await expectRussianPage(page, "a user's Russian page");

    await page.getByRole("button", { name: "Сбросить пароль" }).click();
    const confirmation = page.getByRole("dialog", { name: "Сброс пароля", exact: true });
    await expect(confirmation).toHaveAccessibleDescription(
      `Подтвердите, что хотите сбросить пароль пользователя ${user.login}.`,
    );
    await confirmation.getByRole("button", { name: either("Yes", "Да") }).click();
    await expectToast(page, `Пароль пользователя ${user.login} сброшен`);
    const dialog = page.getByRole("dialog", { name: "Временный пароль" });
    await expect(dialog).toHaveAccessibleDescription(
      `Пароль пользователя ${user.login} заменён, все его сеансы завершены. ` +
        "Передайте ему этот временный пароль: он показывается только один раз.",
    );
    await expect(
      dialog.getByRole("textbox", { name: `Временный пароль пользователя ${user.login}` }),
    ).toHaveValue(/^\S{8,}$/);
    await expect(dialog.getByRole("button", { name: "Скопировать" })).toBeVisible();
    await expect(dialog).toContainText(`Попросите пользователя ${user.login} сменить пароль`);
    await expectRussianPage(page, "the Russian temporary password dialog");
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await expect(dialog).toBeHidden();
  });

  test("scopes: the list, a scope, its new page, and a save", async ({ page, arranged, tag }) => {
    const scope = await arranged.create<{ id: number; name: string; value: string }>("scopes", {
      name: `E2E ru scope ${tag}`,
      value: `e2e-ru-scope-${tag}`,
      description: "Made by a browser test.",
    });
    await page.goto("/administration/scopes");
    await expect(page.getByRole("heading", { name: "Список прав доступа" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Добавить право доступа" })).toBeVisible();
    await expect(page.getByText("Выберите право доступа или добавьте новое.")).toBeVisible();
    await expectRussianPage(page, "the Russian list of scopes");

    await page.goto("/administration/scopes/new");
    await expect(page.getByRole("heading", { name: "Право доступа", exact: true })).toBeVisible();
    await expect(page.getByLabel("Название", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Значение", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Описание", { exact: true })).toBeVisible();
    await expectRussianPage(page, "the Russian new scope page");

    await page.goto(`/administration/scopes/${scope.value}`);
    await expect(page.getByRole("heading", { name: scope.name, exact: true })).toBeVisible();
    await expectRussianPage(page, "a scope's Russian page");
    await page.getByRole("button", { name: either("Edit", "Изменить") }).click();
    await page.getByLabel("Описание", { exact: true }).fill("Edited by a browser test.");
    await page.getByRole("button", { name: either("Save", "Сохранить") }).click();
    await expectToast(page, "Право доступа сохранено");
    await expect(page.getByLabel("Описание", { exact: true })).toHaveValue("Edited by a browser test.");
  });

  test("endpoints: the list, an endpoint and its new page", async ({ page, arranged, tag }) => {
    const endpoint = await arranged.create<{ id: number }>("endpoints", {
      adminPageUrl: `e2e-ru-endpoint-${tag}`,
      method: "GET",
      url: `/e2e-ru/${tag}`,
      scopes: ["editor"],
    });
    expect(endpoint.id).toBeGreaterThan(0);
    await page.goto("/administration/endpoints");
    await expect(page.getByRole("heading", { name: "Список эндпоинтов" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Добавить эндпоинт" })).toBeVisible();
    await expectRussianPage(page, "the Russian list of endpoints");

    await page.goto(`/administration/endpoints/e2e-ru-endpoint-${tag}`);
    await expect(page.getByLabel("Метод", { exact: true })).toHaveValue("GET");
    await expect(page.getByLabel("URL", { exact: true })).toHaveValue(`/e2e-ru/${tag}`);
    await expect(page.getByRole("group", { name: "Права доступа (1)" })).toBeVisible();
    await expectRussianPage(page, "an endpoint's Russian page");

    await page.goto("/administration/endpoints/new");
    await expect(page.getByRole("heading", { name: "Эндпоинт", exact: true })).toBeVisible();
    await expect(page.getByLabel("Адрес страницы в администрировании", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Метод" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Права доступа (нет)" })).toBeVisible();
    await expectRussianPage(page, "the Russian new endpoint page");
    await expect(entityList(page, "Список эндпоинтов")).toBeVisible();
  });
});
