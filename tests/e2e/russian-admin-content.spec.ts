// The administration's content sections (units, words, phrases) in Russian:
// every page an editor or the administrator opens speaks Russian only, marks
// English words and untranslated names as content, and passes axe; a word
// saved and deleted, a bulk delete undone and a CSV preview and import say
// so in Russian, counting in Russian's plural forms.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import { API, DEMO, logIn } from "./support/accounts";
import { adminToken } from "./support/admin-api";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { latinInterfaceText } from "./support/latin-text";
import { expectToast, toasts } from "./support/ui";

/** Logs a demo account in (the login form is in English), then chooses Russian. */
async function logInInRussian(page: Page, account: keyof typeof DEMO, baseURL: string | undefined) {
  await logIn(page, DEMO[account].login, DEMO[account].password);
  await page.context().addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
}

/** The page is Russian: its language, no Latin interface text outside content, and no axe violations. */
async function expectRussian(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await latinInterfaceText(page), where).toEqual([]);
  await expectNoViolations(page, where);
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Разделы администрирования" });

for (const account of ["editor", "admin"] as const) {
  test(`${account}: the content sections' lists, records and new forms are in Russian`, async ({
    page,
    baseURL,
    arranged,
    tag,
  }) => {
    // Eleven pages, each checked by axe.
    test.setTimeout(120_000);
    const word = await arranged.word("heron", "цапля", "/ˈherən/");
    const phrase = await arranged.create<{ id: number; url: string }>("phrases", {
      enQuestion: `the heron ${tag}`,
      ru: `цапля ${tag}`,
      answers: [`the heron ${tag}`],
      url: `heron-phrase-${tag}`,
    });
    const unit = await arranged.create<{ id: number; url: string }>("units", {
      name: `Birds ${tag}`,
      url: `birds-${tag}`,
      words: [word.id],
      phrases: [phrase.id],
    });
    await logInInRussian(page, account, baseURL);

    await page.goto("/administration");
    await expect(page).toHaveTitle("Администрирование · Practice");
    await expect(page.getByRole("heading", { level: 1, name: "Администрирование" })).toBeVisible();
    await expect(menu(page).getByRole("link")).toHaveText(
      account === "admin"
        ? ["Разделы", "Слова", "Фразы", "Права доступа", "Эндпоинты", "Пользователи"]
        : ["Разделы", "Слова", "Фразы"],
    );
    await expect(page.getByText("Выберите, чем управлять.")).toBeVisible();
    await expectRussian(page, `${account}: /administration`);

    const pages = [
      {
        path: "/administration/units",
        heading: "Список разделов",
        text: "Выберите раздел или добавьте новый.",
      },
      { path: `/administration/units/${unit.url}`, heading: "Список разделов", text: `Birds ${tag}` },
      { path: "/administration/units/new", heading: "Список разделов", text: "Название" },
      { path: "/administration/words", heading: "Список слов", text: "Выберите слово или добавьте новое." },
      { path: `/administration/words/heron-${tag}`, heading: "Список слов", text: "Английское слово" },
      { path: "/administration/words/new", heading: "Список слов", text: "Перевод на русский" },
      { path: "/administration/phrases", heading: "Список фраз", text: "Выберите фразу или добавьте новую." },
      { path: `/administration/phrases/${phrase.url}`, heading: "Список фраз", text: "Копировать" },
      { path: "/administration/phrases/new", heading: "Список фраз", text: "Ответы" },
    ];
    for (const { path, heading, text } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expectRussian(page, `${account}: ${path}`);
    }

    // A unit's record: its name is a name, its word is English.
    await page.goto(`/administration/units/${unit.url}`);
    await expect(
      page.getByRole("heading", { level: 2, name: `Birds ${tag}` }).locator("[translate=no]"),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Выбранные слова" }).locator('[lang="en"]')).toHaveText(
      `heron ${tag}`,
    );
    await page.getByRole("button", { name: "Изменить" }).click();
    await expect(page.getByRole("searchbox", { name: "Фильтр слов" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Сохранить" })).toBeVisible();
    await expectRussian(page, `${account}: a unit being edited`);
    await page.getByRole("button", { name: "Отмена" }).click();
  });
}

test.describe("work in the content sections in Russian", () => {
  test("creates a word, deletes it and is offered Undo", async ({ page, baseURL, tag }) => {
    await logInInRussian(page, "editor", baseURL);
    await page.goto("/administration/words/new");
    await expect(page.getByRole("heading", { level: 2, name: "Слово" })).toBeVisible();
    await page.getByLabel("Английское слово").fill(`swift ${tag}`);
    await page.getByLabel("Перевод на русский").fill("стриж");
    await page.getByLabel("Транскрипция").fill("/swɪft/");
    await page.getByLabel("URL").fill(`swift-${tag}`);
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expectToast(page, "Слово сохранено");
    await expect(page).toHaveURL(new RegExp(`/administration/words/swift-${tag}`));
    await expect(page.getByRole("heading", { level: 2 }).locator('[lang="en"]')).toHaveText(`swift ${tag}`);
    // Afresh: sonner's own region and close buttons, once a toast has come, are not this area's texts.
    await page.reload();
    await expectRussian(page, "a saved word");

    await page.getByRole("button", { name: "Изменить" }).click();
    await page.getByRole("button", { name: "Удалить", exact: true }).click();
    const confirmation = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirmation.getByRole("heading", { name: `Удалить слово swift ${tag}` })).toBeVisible();
    await confirmation.getByRole("button", { name: "Да" }).click();
    await expectToast(page, "Слово удалено");
    await expect(toasts(page).getByRole("button", { name: "Отменить" })).toBeVisible();
  });

  test("a bulk delete of one word and of two, each undone from the toast", async ({
    page,
    baseURL,
    arranged,
    tag,
  }) => {
    await arranged.word("plover", "зуёк", "/ˈplʌvə/");
    await arranged.word("puffin", "тупик", "/ˈpʌfɪn/");
    await logInInRussian(page, "editor", baseURL);
    await page.goto(`/administration/words?q=${tag}`);
    const list = page.getByRole("list", { name: "Список слов" });
    await expect(list.getByRole("link")).toHaveCount(2);

    await page.getByRole("button", { name: "Выбрать", exact: true }).click();
    await list.getByRole("checkbox", { name: /^plover/ }).click();
    await expect(page.getByText("Выбрано: 1", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Добавить в раздел" }).click();
    await expect(page.getByRole("dialog", { name: "Добавить в раздел: 1 слово" })).toBeVisible();
    await expect(page.getByPlaceholder("Искать раздел по названию или URL")).toBeVisible();
    await expectRussian(page, "the unit choice dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Отмена" }).click();

    await page.getByRole("button", { name: "Удалить", exact: true }).click();
    let confirmation = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirmation.getByRole("heading", { name: "Удалить 1 слово" })).toBeVisible();
    await confirmation.getByRole("button", { name: "Да" }).click();
    await expectToast(page, "Удалено: 1 слово");
    await toasts(page).getByRole("button", { name: "Отменить" }).click();
    await expectToast(page, "Восстановлено: 1 слово");
    await expect(list.getByRole("link")).toHaveCount(2);

    await page.getByRole("button", { name: "Выбрать", exact: true }).click();
    await page.getByRole("checkbox", { name: "Все показанные" }).check();
    await expect(page.getByText("Выбрано: 2", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Удалить", exact: true }).click();
    confirmation = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirmation.getByRole("heading", { name: "Удалить 2 слова" })).toBeVisible();
    await confirmation.getByRole("button", { name: "Да" }).click();
    await expectToast(page, "Удалено: 2 слова");
    await toasts(page).getByRole("button", { name: "Отменить" }).click();
    await expectToast(page, "Восстановлено: 2 слова");
    await expect(list.getByRole("link")).toHaveCount(2);
  });

  test("a CSV import previewed, then applied without its invalid row", async ({
    page,
    baseURL,
    request,
    tag,
  }) => {
    const birds = ["wren", "lark", "rook", "teal", "kite"];
    const csv = [
      "url\ten\tru\ttranscription",
      ...birds.map((bird) => `${bird}-${tag}\t${bird}${tag}\tптица\t/bɜːd/`),
      `Bad Url ${tag}\tbadger${tag}\tбарсук\t/ˈbædʒə/`,
    ].join("\n");
    try {
      // The import is the administrator's (the editor's role may not call it).
      await logInInRussian(page, "admin", baseURL);
      await page.goto("/administration/words");
      await page.getByRole("button", { name: "Импорт CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Импорт слов" });
      await dialog.getByLabel("Или вставьте строки").fill(csv);
      await dialog.getByRole("button", { name: "Проверить" }).click();

      await expect(dialog.getByRole("status")).toHaveText(
        "Новых: 5, изменённых: 0, без изменений: 0, с ошибками: 1",
      );
      const bad = dialog.getByRole("row").filter({ hasText: `badger${tag}` });
      await expect(bad).toContainText("с ошибкой");
      await expect(bad).toContainText(
        "поле url: Поле «URL» может содержать только строчные латинские буквы, цифры и одиночные дефисы",
      );
      await expect(dialog.getByRole("columnheader")).toHaveText(["Строка", "Статус", "Запись"]);
      await expectRussian(page, "the CSV import preview");

      const apply = dialog.getByRole("button", { name: /^Импортировать/ });
      await expect(apply).toBeDisabled();
      await dialog.getByLabel("Пропустить строки с ошибками").check();
      await expect(apply).toHaveText("Импортировать 5 слов");
      await apply.click();
      await expectToast(page, "Слова импортированы: новых 5, изменённых 0");
    } finally {
      const token = await adminToken(request);
      const words = (await (await request.get(`${API}/words`)).json()) as Array<{ id: number; url: string }>;
      for (const word of words.filter((each) => each.url.endsWith(tag))) {
        await request.delete(`${API}/words/${word.id}`, { headers: { "X-Session-Token": token } });
      }
    }
  });
});

test("the content sections count in Russian's plural forms at 0, 1, 2, 5 and 21", () => {
  const ru = JSON.parse(readFileSync(new URL("../../messages/ru/admin.json", import.meta.url), "utf8")) as {
    bulk: { counted: string; countedAccusative: string };
    csv: { importCount: string };
  };
  const format = (message: string, values: Record<string, string | number>) =>
    new IntlMessageFormat(message, "ru").format(values);
  const counts = [0, 1, 2, 5, 21];
  expect(counts.map((count) => format(ru.bulk.counted, { section: "words", count }))).toEqual([
    "0 слов",
    "1 слово",
    "2 слова",
    "5 слов",
    "21 слово",
  ]);
  expect(counts.map((count) => format(ru.bulk.countedAccusative, { section: "phrases", count }))).toEqual([
    "0 фраз",
    "1 фразу",
    "2 фразы",
    "5 фраз",
    "21 фразу",
  ]);
  expect(
    counts.map((count) => format(ru.csv.importCount, { section: "units", count, n: String(count) })),
  ).toEqual([
    "Импортировать 0 разделов",
    "Импортировать 1 раздел",
    "Импортировать 2 раздела",
    "Импортировать 5 разделов",
    "Импортировать 21 раздел",
  ]);
});
