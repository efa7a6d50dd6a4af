import type { APIRequestContext, Page } from "@playwright/test";
import { API } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { offlineDatabases } from "./support/offline";
import { TestRunnerPage } from "./support/test-runner";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const UNIT = "travel";
const WRONG = 2;

type Queued = { key: string; testType: string; submission: { unitId: number; key: string } };

/** The tests finished offline that wait in the learner's database on this device. */
const waitingTests = (page: Page, login: string) =>
  page.evaluate(
    (name) =>
      new Promise<Queued[]>((resolve, reject) => {
        const opened = indexedDB.open(name);
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const database = opened.result;
          const read = database.transaction("results").objectStore("results").getAll();
          read.onsuccess = () => {
            database.close();
            resolve(read.result as Queued[]);
          };
        };
      }),
    `practice-offline-${login}`,
  );

async function storedResults(request: APIRequestContext, token: string, unitId: number) {
  const response = await request.get(`${API}/results/words-writing?unit=${unitId}`, {
    headers: { "X-Session-Token": token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ id: number; result: number }>;
}

test("a unit kept offline is tested without a connection, and its result is stored once back online", async ({
  page,
  context,
  request,
  loggedInLearner: learner,
}) => {
  test.setTimeout(180_000);
  const words = demoUnit(UNIT).words;
  const unit = (await (await request.get(`${API}/units/${UNIT}`)).json()) as { id: number };
  const main = page.getByRole("main");

  // The unit's page under the service worker: the learner keeps the unit on the device.
  await page.goto(`/units/${UNIT}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serwist\/sw\.js$/);
  await main.getByRole("button", { name: "Available offline" }).click();
  await expect(page.getByText("The unit is available offline")).toBeVisible();
  await expect(main.getByText(/^Kept on this device/)).toBeVisible();
  await expect(main.getByRole("button", { name: "Remove from this device" })).toBeVisible();
  await expectNoViolations(page, `/units/${UNIT} kept offline`);

  // Offline, the test's page (never opened online) opens from the device and asks the kept unit.
  await context.setOffline(true);
  await page.goto(`/units/${UNIT}/tests/words-writing`);
  await main.getByRole("link", { name: "Start new test" }).click();
  await expect(page).toHaveURL(new RegExp(`/units/${UNIT}/tests/words-writing/in-progress$`));
  await expect(main.getByText(/^No connection: the questions come from the unit kept/)).toBeVisible();
  const runner = new TestRunnerPage(page, UNIT, "words-writing");
  await runner.answerAll(words.length, (index, correct) => (index <= WRONG ? "wrong" : correct));

  // The spec's confirmation is asked; the result is scored on the device and waits there.
  const dialog = await runner.confirmSubmission();
  await expect(dialog).toContainText("No connection: the result is kept on this device");
  const [queued, ...more] = await waitingTests(page, learner.login);
  expect(more).toEqual([]);
  expect(queued!.submission.key).toBe(queued!.key);
  expect(await storedResults(request, learner.token, unit.id)).toEqual([]);

  // Logging out now would delete the test from the device: the learner is asked, and stays.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Account of ${learner.login}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const question = page.getByRole("dialog", { name: "Answers not sent yet" });
  await expect(question).toContainText("1 answer given without a connection has not reached the server yet.");
  await question.getByRole("button", { name: "Stay logged in" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("button", { name: `Account of ${learner.login}` })).toBeVisible();
  expect(await waitingTests(page, learner.login)).toHaveLength(1);

  // Back online the test is sent (a server action, posted to whichever page is open); the server
  // stores it, but its reply is lost on the way back.
  let lostReply = false;
  await context.route("**/*", async (route) => {
    const sending = route.request().method() === "POST" && route.request().postData()?.includes(queued!.key);
    if (lostReply || !sending) return route.fallback();
    lostReply = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await context.setOffline(false);
  await expect.poll(() => lostReply).toBe(true);
  await expect.poll(async () => (await storedResults(request, learner.token, unit.id)).length).toBe(1);
  expect(await waitingTests(page, learner.login)).toHaveLength(1);
  await context.unroute("**/*");

  // The next page load sends it again with its key: it is answered, not stored twice, and confirmed.
  await page.reload();
  await expect(page.getByText("Answers are saved successfully")).toBeVisible();
  await expect.poll(() => waitingTests(page, learner.login)).toEqual([]);
  const stored = await storedResults(request, learner.token, unit.id);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.result).toBeCloseTo((words.length - WRONG) / words.length);

  // A client sending the same submission once more through the REST API gets the same result.
  const resent = await request.post(`${API}/results/words-writing`, {
    headers: { "X-Session-Token": learner.token },
    data: queued!.submission,
  });
  expect(resent.status(), await resent.text()).toBe(201);
  expect(((await resent.json()) as { id: number }).id).toBe(stored[0]!.id);
  expect(await storedResults(request, learner.token, unit.id)).toHaveLength(1);

  // Logging out leaves nothing of the learner's on the device.
  await page.getByRole("button", { name: `Account of ${learner.login}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account: not logged in" })).toBeVisible();
  await expect.poll(() => offlineDatabases(page)).toEqual([]);
});
