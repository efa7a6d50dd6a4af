import type { Route } from "@playwright/test";
import { API } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { expectNoHorizontalOverflow } from "./support/ui";

const INDEX = "/units/travel/tests/words-writing";

for (const width of [1280, 360]) {
  test(`a learner at ${width} px takes a round of 10, leaves it, continues it after a reload and from Home, then retries the mistakes`, async ({
    page,
    request,
    loggedInLearner: learner,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const runner = new TestRunnerPage(page, "travel", "words-writing");
    await page.goto(INDEX);
    // The unit has 12 words: a round of 10 is offered, one of 20 would be the whole test.
    await expect(page.getByRole("link", { name: "20 questions" })).toHaveCount(0);
    await page.getByRole("link", { name: "10 questions" }).click();
    await expect(runner.position(1, 10)).toBeVisible();

    // Two right, one wrong; from the first answer on, the address continues the test.
    await runner.answerFirst(1, 10);
    await expect(page).toHaveURL(`${INDEX}/in-progress?continue`);
    // The server keeps the second answer only after the browser has kept the third, which never
    // reaches the server before the reload: the browser's copy, further on, is the one continued.
    let saves = 0;
    let secondKept: Promise<void> = Promise.resolve();
    const toServer = async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      saves += 1;
      if (saves > 1) return route.abort();
      secondKept = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => route.continue());
      await secondKept;
    };
    await page.route("**/in-progress**", toServer);
    await runner.answerField.fill(await runner.correctAnswer());
    await runner.answerField.press("Enter");
    await expect(runner.position(3, 10)).toBeVisible();
    await runner.answerField.fill("wrong");
    await runner.answerField.press("Enter");
    await expect(runner.position(4, 10)).toBeVisible();
    await secondKept;
    await page.unroute("**/in-progress**", toServer);

    await page.reload();
    await expect(runner.position(4, 10)).toBeVisible();
    await expect(page.getByText("3 answered · 40%")).toBeVisible();

    // Leaving asks first; Stay keeps the test.
    await page.getByRole("link", { name: "Practice" }).first().click();
    const leave = page.getByRole("dialog", { name: "Leave the test?" });
    await expect(leave).toContainText("Your answers so far are kept: you can continue this test later.");
    await expectNoViolations(page, `leave dialog at ${width}`);
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(`${INDEX}/in-progress?continue`);
    // A search from the top bar leads out of the test too.
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("ticket");
    await search.press("Enter");
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(`${INDEX}/in-progress?continue`);
    await search.fill("");
    await page.getByRole("link", { name: "Practice" }).first().click();
    await leave.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL("/");

    // Home offers the unfinished test, one click from its next question.
    const tile = page.getByRole("region", { name: "Unfinished test" });
    await expect(tile).toContainText("Travel");
    await expect(tile).toContainText("Words writing: 3 of 10 answered.");
    await expectNoHorizontalOverflow(page);
    await tile.getByRole("link", { name: "Continue test" }).click();
    await expect(runner.position(4, 10)).toBeVisible();

    for (let index = 4; index <= 10; index += 1) {
      await expect(runner.position(index, 10)).toBeVisible();
      await runner.answerField.fill(await runner.correctAnswer());
      await runner.answerField.press("Enter");
    }
    const result = await runner.confirmSubmission();
    await expect(result).toContainText("(9 of 10 correct)");
    await expectNoViolations(page, `result dialog with Retry my mistakes at ${width}`);

    // The mistake alone, asked again, and stored as a round of its own.
    await result.getByRole("button", { name: "Retry my mistakes" }).click();
    await expect(runner.position(1, 1)).toBeVisible();
    await runner.answerField.fill(await runner.correctAnswer());
    await runner.answerField.press("Enter");
    const retried = await runner.confirmSubmission();
    await expect(retried).toContainText("(1 of 1 correct)");
    await expect(retried.getByRole("button", { name: "Retry my mistakes" })).toHaveCount(0);

    const unit = (await (await request.get(`${API}/units/travel`)).json()) as { id: number };
    const results = await request.get(`${API}/results/words-writing?unit=${unit.id}`, {
      headers: { "X-Session-Token": learner.token },
    });
    expect(((await results.json()) as Array<{ result: number }>).map((item) => item.result)).toStrictEqual([
      0.9, 1,
    ]);
    // Submitted, the test is no longer offered to continue.
    await retried.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(INDEX);
    await expect(page.getByRole("link", { name: /Continue test/ })).toHaveCount(0);
  });
}

test("a guest's unfinished test is kept in the browser, offered on the test's page and continued", async ({
  page,
}) => {
  const runner = new TestRunnerPage(page, "food-and-drink", "words-writing");
  await page.goto("/units/food-and-drink/tests/words-writing/in-progress?round=10");
  await runner.answerFirst(2, 10);
  await page.reload();
  await expect(runner.position(3, 10)).toBeVisible();
  await expect(page.getByText("2 answered · 30%")).toBeVisible();

  await page.goto("/units/food-and-drink/tests/words-writing");
  const resume = page.getByRole("link", { name: "Continue test (2 of 10 answered)" });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(runner.position(3, 10)).toBeVisible();

  // "Start new test" starts the whole unit afresh.
  await page.goto("/units/food-and-drink/tests/words-writing/in-progress");
  await expect(runner.position(1, 12)).toBeVisible();
});
