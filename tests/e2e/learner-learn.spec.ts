import { API } from "./support/accounts";
import { demoUnit, wordByPrompt } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { expectNoHorizontalOverflow } from "./support/ui";

for (const width of [1280, 360]) {
  test(`learn mode at ${width} px: new words met one at a time, then recalled, become review cards within the day's allowance`, async ({
    page,
    request,
    loggedInLearner: learner,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const settings = await request.put(`${API}/auth/practice-settings`, {
      headers: { "X-Session-Token": learner.token },
      data: { newWordsPerDay: 3 },
    });
    expect(settings.status()).toBe(200);

    await page.goto("/units/travel");
    await page.getByRole("link", { name: "Learn new words" }).click();
    await expect(page).toHaveURL("/units/travel/learn");
    await expect(page.getByText(/0 of 3 learned today/)).toBeVisible();

    for (const position of [1, 2, 3]) {
      await expect(page.getByText(`New word ${position} of 3`)).toBeVisible();
      // The unit's words in the unit's order, each whole: English, transcription and Russian.
      const word = demoUnit("travel").words[position - 1]!;
      const card = page.getByRole("region", { name: word.en });
      await expect(card).toContainText(word.transcription);
      await expect(card).toContainText(word.ru);
      await expectNoHorizontalOverflow(page);
      // The button to go on has the focus: Enter is enough.
      await page.keyboard.press("Enter");
    }

    const field = page.getByRole("textbox", { name: "Your answer" });
    for (const position of [1, 2, 3]) {
      await expect(page.getByText(`Card ${position} of 3`)).toBeVisible();
      const prompt = (await page.locator("#test-prompt").textContent())!.trim();
      await field.fill(wordByPrompt("travel", prompt).en);
      await page.getByRole("button", { name: "Answer" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Graded" })).toBeVisible();
      await page.getByRole("button", { name: position < 3 ? "Next" : "Finish" }).click();
    }
    await expect(page.getByRole("heading", { name: "Review finished" })).toBeVisible();
    // The page is read again at the end (the allowance is spent now); the summary stays.
    await expect(page.getByText(/3 of 3 learned today/)).toBeVisible();
    await expect(page.getByText("You recalled 3 of 3 words.")).toBeVisible();

    // The three words are cards now: the queue knows them, and the day's allowance is spent.
    const learn = await request.get(`${API}/review/learn?unit=travel`, {
      headers: { "X-Session-Token": learner.token },
    });
    expect(await learn.json()).toMatchObject({
      words: [],
      learnedToday: 3,
      newInUnit: demoUnit("travel").words.length - 3,
    });
    await page.goto("/units/travel/learn");
    await expect(page.getByText("You have learned today's 3 new words.", { exact: false })).toBeVisible();
  });
}

test("a guest is asked to sign in before learning words", async ({ page }) => {
  await page.goto("/units/travel/learn");
  await expect(page.getByRole("heading", { name: "Learn new words" })).toBeVisible();
  await expect(page.getByRole("link", { name: /log in/i }).first()).toBeVisible();
});
