import type { Page } from "@playwright/test";
import { adminToken, apiCreate, unique } from "./support/admin-api";
import { button } from "./support/admin-form";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

/** Drops every server-action request (they carry a Next-Action header), as a lost connection would. */
async function dropServerActions(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    const request = route.request();
    // The header is the page's own (set by Next's router), so the request's headers carry it as sent.
    if (request.method() === "POST" && request.headers()["next-action"]) {
      await route.abort("connectionreset");
      return;
    }
    await route.fallback();
  });
}

test.describe("a server action whose request is lost", () => {
  test.use({ signedInAs: "admin", section: null });

  test("leaves the administration form usable with an error toast, and the next save goes through", async ({
    page,
    request,
  }) => {
    const id = unique();
    const token = await adminToken(request);
    const word = await apiCreate<{ url: string }>(request, token, "words", {
      url: `aborted-${id}`,
      en: `aborted ${id}`,
      ru: "слово",
      transcription: "/wɜːd/",
    });
    await page.goto(`/administration/words/${word.url}`);
    await button(page, "Edit").click();
    await page.getByLabel("Russian translation").fill("слово-2");

    await dropServerActions(page);
    await button(page, "Save").click();
    await expectToast(page, "Error during word saving");
    await expectToast(page, "Something went wrong");
    await expect(button(page, "Save")).toBeEnabled();
    await expect(button(page, "Cancel")).toBeEnabled();

    await page.unroute("**/*");
    await button(page, "Save").click();
    await expectToast(page, "Word is saved successfully");
    await expect(page.getByLabel("Russian translation")).toHaveValue("слово-2");
  });
});

test.describe("a server action whose request is lost, in Russian", () => {
  test.use({ signedInAs: "editor", section: null });

  test("says so in Russian", async ({ page, baseURL, arranged, tag }) => {
    await arranged.word("lost", "потеря", "/lɒst/");
    await page.context().addCookies([{ name: "practice-locale", value: "ru", url: baseURL! }]);
    await page.goto(`/administration/words/lost-${tag}`);
    await button(page, "Изменить").click();
    await page.getByLabel("Перевод на русский").fill("утрата");

    await dropServerActions(page);
    await button(page, "Сохранить").click();
    await expectToast(page, "Ошибка при сохранении слова");
    await expectToast(page, "Что-то пошло не так");
  });
});

test.describe("a server action of the personal account whose request is lost", () => {
  test("leaves the personal account form usable with an error toast", async ({ page, loggedInLearner }) => {
    await page.goto("/personal-account");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Email").fill(`moved-${loggedInLearner.login}@example.com`);

    await dropServerActions(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error updating personal account");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });
});
