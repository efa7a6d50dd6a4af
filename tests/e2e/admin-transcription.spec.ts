import { openNewForm } from "./support/admin-form";
import { expect, test } from "./support/fixtures";

test.describe("a transcription suggested while a word is typed", () => {
  test.use({ signedInAs: "editor", section: "words" });

  test("offers the dictionary's IPA, puts it in the field, and stays quiet once it is there", async ({
    page,
  }) => {
    await openNewForm(page, "Add word", "Word");
    const transcription = page.getByLabel("Transcription");
    const suggestion = page.getByText("American dictionary: /kəmˈpjuːtɚ/");

    await page.getByLabel("English word").fill("computer");
    await expect(suggestion).toBeVisible();
    await page.getByRole("button", { name: "Use it" }).click();

    await expect(transcription).toHaveValue("/kəmˈpjuːtɚ/");
    await expect(suggestion).toBeHidden();

    // A word the dictionary does not know offers nothing.
    await page.getByLabel("English word").fill("zzqxv");
    await page.waitForTimeout(800);
    await expect(page.getByRole("button", { name: "Use it" })).toHaveCount(0);
  });
});
