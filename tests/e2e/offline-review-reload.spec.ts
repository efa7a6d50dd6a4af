// Review without a connection across reloads: the service worker keeps /review, the page keeps the
// next days' due cards in the learner's IndexedDB database, and a reload offline asks the kept
// cards due by now, never one whose answer waits to be sent. Background Sync wakes the page to send.
import type { Page } from "@playwright/test";
import { API, logIn, logOut, registerLearner, submitWordsResult } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { demoUnit, wordByPrompt } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { offlineDatabases } from "./support/offline";
import { aLearningStepAgo } from "./support/server-clock";
import { TestRunnerPage } from "./support/test-runner";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const UNIT = "travel";
const WRONG = 5;

/** How many due cards the learner's database keeps (0 without the database). */
const keptCards = (page: Page, login: string) =>
  page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error as Error);
    });
    if (!database.objectStoreNames.contains("dueCards")) return 0;
    const count = await new Promise<number>((resolve) => {
      const counting = database.transaction("dueCards").objectStore("dueCards").count();
      counting.onsuccess = () => resolve(counting.result);
    });
    database.close();
    return count;
  }, `practice-offline-${login}`);

const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("practice-runtime-")) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Opens the site and waits until the service worker controls the page (it claims it once active). */
async function underWorker(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serwist\/sw\.js$/);
}

/** A learner whose five wrong answers of the unit's test are due now: the test was taken a learning step ago. */
async function withFiveDue(request: Parameters<typeof submitWordsResult>[0], token: string) {
  await aLearningStepAgo(() => submitWordsResult(request, token, UNIT, demoUnit(UNIT).words.length - WRONG));
}

test("a review reloaded offline asks the kept due cards, never one answered, and five answers are stored once", async ({
  page,
  context,
  request,
  loggedInLearner: learner,
}) => {
  test.setTimeout(120_000);
  const words = demoUnit(UNIT).words;
  await withFiveDue(request, learner.token);
  await underWorker(page);
  const runner = new TestRunnerPage(page, UNIT, "words-writing");
  const status = page.getByRole("banner").locator('[role="status"]');
  const feedback = page.getByRole("main").getByRole("status").filter({ hasText: "Graded" });
  const title = page.getByRole("heading", { name: "Review", level: 1 });
  const nothingKept = page.getByText("Nothing more to review on this device for now.");
  const asked: string[] = [];
  const answerRight = async (position: number, total: number) => {
    await expect(page.getByText(`Card ${position} of ${total}`, { exact: true })).toBeVisible();
    const prompt = await runner.prompt();
    expect(asked, `${prompt} asked again`).not.toContain(prompt);
    asked.push(prompt);
    await runner.answerField.fill(wordByPrompt(UNIT, prompt).en);
    await runner.answerField.press("Enter");
    await expect(feedback).toContainText("Kept on this device");
  };

  // Online, the page is kept by the worker and the due cards (with the ones due in the next days)
  // by the page.
  await page.goto("/review");
  await expect(page.getByText(`Card 1 of ${WRONG}`, { exact: true })).toBeVisible();
  await expect.poll(() => keptPages(page)).toContain("/review");
  await expect.poll(() => keptCards(page, learner.login)).toBeGreaterThanOrEqual(WRONG);

  // Offline, three answers are kept on the device; the reload asks the other two only.
  await context.setOffline(true);
  for (let position = 1; position <= 3; position += 1) {
    if (position > 1) await runner.answerField.press("Enter");
    await answerRight(position, WRONG);
  }
  await expect(status).toContainText("Offline: 3 answers wait to be sent");
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByText("Card 1 of 2", { exact: true })).toBeVisible();
  await answerRight(1, 2);
  await runner.answerField.press("Enter");
  await answerRight(2, 2);
  await expect(status).toContainText(`Offline: ${WRONG} answers wait to be sent`);

  // Reloaded again, nothing is left to ask, and the five still wait.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(nothingKept).toBeVisible();
  await expect(page.getByText(/^Card \d+ of \d+$/)).toHaveCount(0);
  await expect(status).toContainText(`Offline: ${WRONG} answers wait to be sent`);
  await expectNoViolations(page, "/review reloaded offline, nothing left to ask");

  // Back online, the five are sent: five answers stored, each card moved once, none due now.
  await context.setOffline(false);
  await expect(status).toBeEmpty();
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Daily goal" })).toContainText(
    `${words.length + WRONG} / 20 answers`,
  );
  await expect(page.getByRole("banner").getByRole("link", { name: /^Review:/ })).toHaveAccessibleName(
    "Review: no cards due",
  );
  // Asked again on a refused connection: this request context has been idle for as long as the
  // server keeps a connection open, and may reuse the one the server is closing.
  await expect(async () => {
    const due = await request.get(`${API}/review/due`, { headers: { "X-Session-Token": learner.token } });
    expect(((await due.json()) as { cards: unknown[] }).cards).toEqual([]);
  }).toPass({ timeout: 10_000 });

  // Another learner on the same browser: the first one's database is gone at logout, and the
  // second one's review offline never shows the first one's cards.
  await logOut(page);
  await expect.poll(() => offlineDatabases(page)).toEqual([]);
  const second = await registerLearner(request);
  await logIn(page, second.login, second.password);
  await page.goto("/review");
  await expect(page.getByText("Take a test to start reviewing")).toBeVisible();
  // The page keeps the (empty) due cards after it shows them: offline before that, nothing is kept.
  await expect.poll(() => offlineDatabases(page)).toEqual([`practice-offline-${second.login}`]);
  await context.setOffline(true);
  await page.reload();
  await expect(title).toBeVisible();
  await expect(nothingKept).toBeVisible();
  await expect(page.getByText(/^Card \d+ of \d+$/)).toHaveCount(0);
  for (const prompt of asked) await expect(page.getByText(prompt, { exact: true })).toHaveCount(0);
  expect(await offlineDatabases(page)).toEqual([`practice-offline-${second.login}`]);
  await context.setOffline(false);
});

test("Background Sync wakes the page, which sends the answers kept on the device", async ({
  page,
  context,
  request,
  loggedInLearner: learner,
}) => {
  test.setTimeout(120_000);
  await withFiveDue(request, learner.token);
  await underWorker(page);
  const runner = new TestRunnerPage(page, UNIT, "words-writing");
  const status = page.getByRole("banner").locator('[role="status"]');
  await page.goto("/review");
  await expect(page.getByText(`Card 1 of ${WRONG}`, { exact: true })).toBeVisible();

  // The server cannot be reached though the browser says it is online: no online event will come.
  await page.route("**/review", (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback(),
  );
  await runner.answerField.fill(wordByPrompt(UNIT, await runner.prompt()).en);
  await runner.answerField.press("Enter");
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Graded" })).toContainText(
    "Kept on this device",
  );
  await expect(status).toContainText("1 answer waits to be sent");
  await page.unroute("**/review");

  // The browser fires the sync the page registered: the worker tells the page, which sends.
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { workerMessages: unknown[] }).workerMessages = seen;
    navigator.serviceWorker.addEventListener("message", (event) => seen.push(event.data));
  });
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: new URL(page.url()).origin,
    registrationId: await registered,
    tag: "practice-answers",
    lastChance: false,
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { workerMessages: unknown[] }).workerMessages))
    .toContainEqual({ type: "practice:send-answers" });
  await expect(status).toBeEmpty();
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /^Review:/ })).toHaveAccessibleName(
    `Review: ${WRONG - 1} cards due`,
  );
});
