import { submitWordsResult } from "./support/accounts";
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

test("review answers given without a connection are kept on the device and stored exactly once", async ({
  page,
  context,
  request,
  loggedInLearner: learner,
}) => {
  test.setTimeout(120_000);
  const words = demoUnit(UNIT).words;
  // The wrong answers are due at once: the test was taken a learning step ago for the server.
  await aLearningStepAgo(() => submitWordsResult(request, learner.token, UNIT, words.length - WRONG));
  const goal = page.getByRole("region", { name: "Daily goal" });
  const reviewLink = page.getByRole("banner").getByRole("link", { name: /^Review:/ });
  // The top bar's connection status: hidden while it has nothing to say.
  const status = page.getByRole("banner").locator('[role="status"]');
  await page.goto("/");
  await expect(goal).toContainText(`${words.length} / 20 answers`);
  await expect(reviewLink).toHaveAccessibleName(`Review: ${WRONG} cards due`);

  await reviewLink.click();
  const runner = new TestRunnerPage(page, UNIT, "words-writing");
  const feedback = page.getByRole("main").getByRole("status").filter({ hasText: "Graded" });
  const answerRight = async (position: number) => {
    await expect(page.getByText(`Card ${position} of ${WRONG}`, { exact: true })).toBeVisible();
    const word = wordByPrompt(UNIT, await runner.prompt());
    await runner.answerField.fill(word.en);
    await runner.answerField.press("Enter");
    await expect(feedback).toContainText(`✓ Right — ${word.en}`);
  };

  // The first answer reaches the server, but its reply is lost on the way back: the page keeps it.
  // So are the replies to its resends (Background Sync starts one at once) until the connection drops.
  await page.route("**/review", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    // A resend caught by the drop of the connection below may be ended by the browser first.
    await route.fetch().catch(() => undefined);
    await route.abort("connectionreset").catch(() => undefined);
  });
  await answerRight(1);
  await expect(feedback).toContainText("Kept on this device: it is sent when you are back online.");
  await expect(status).toContainText("1 answer waits to be sent");

  // The connection drops: the next four are checked on the device and kept there too.
  await context.setOffline(true);
  await page.unroute("**/review");
  for (let position = 2; position <= WRONG; position += 1) {
    await runner.answerField.press("Enter");
    await answerRight(position);
    await expect(feedback).toContainText("Kept on this device");
  }
  await expect(status).toContainText(`Offline: ${WRONG} answers wait to be sent`);
  await expectNoViolations(page, "/review offline, an answer kept on the device");
  await runner.answerField.press("Enter");
  const summary = page.getByRole("region", { name: "Review finished" });
  await expect(summary).toContainText(`You recalled ${WRONG} of ${WRONG} words.`);
  await expect(summary.getByText("Not sent yet")).toHaveCount(WRONG);

  // Back online, the five are sent (the first again, with its key): five answers are stored.
  await context.setOffline(false);
  await expect(status).toBeEmpty();
  expect(await offlineDatabases(page)).toHaveLength(1);
  await page.goto("/");
  await expect(goal).toContainText(`${words.length + WRONG} / 20 answers`);
  await expect(reviewLink).toHaveAccessibleName("Review: no cards due");

  // Logging out leaves nothing of the learner's on the device.
  await page.getByRole("button", { name: `Account of ${learner.login}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account: not logged in" })).toBeVisible();
  await expect.poll(() => offlineDatabases(page)).toEqual([]);
});
